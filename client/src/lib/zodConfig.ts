import { z } from 'zod';

// zod compiles object schemas with `new Function` unless told not to, and only probing for that breaks the
// page's Content-Security-Policy (no 'unsafe-eval'): in the browser, schemas run interpreted. The entries
// import this module first, so it is set before any module builds or runs a schema (the probe can run as
// soon as a schema is made, and shared rules make theirs when imported).
z.config({ jitless: true });
