// zod compiles object schemas with `new Function` unless told not to, and only probing for that breaks the
// page's Content-Security-Policy (no 'unsafe-eval'): in the browser, schemas run interpreted. The entries
// import this module first, so it is set before any module builds or runs a schema (the probe can run as
// soon as a schema is made, and shared rules make theirs when imported). It is set through the global
// object zod adopts as its configuration when it loads (`globalThis.__zod_globalConfig`), not through
// `z.config`: importing zod here would put all of it in the first page's code, which has no schema.
// The same object either way: zod keeps a reference to it if it loaded first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
