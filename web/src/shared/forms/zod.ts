import { z } from 'zod';

// Zod's JIT probes `new Function` when a schema is built; under the gateway's
// CSP (`script-src 'self'`, no 'unsafe-eval') that probe is reported as a
// violation. Import `z` from here so the switch runs before any schema exists.
z.config({ jitless: true });

export { z };
