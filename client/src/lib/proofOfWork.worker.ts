// One solver of a proof-of-work challenge: altcha-lib's worker loop with PBKDF2 from WebCrypto.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
