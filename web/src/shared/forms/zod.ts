import * as z from 'zod/mini';

// The forms validate with Zod Mini: the same checks and messages as classic Zod, as functions
// the bundler can leave out when unused (classic Zod was ~88 kB of the signed-in screens'
// shared chunk, Mini ~20 kB). Import `z` from here, never from 'zod' or 'zod/mini' directly.

// Zod's JIT probes `new Function` when a schema is built; under the gateway's
// CSP (`script-src 'self'`, no 'unsafe-eval') that probe is reported as a
// violation. The switch runs here, before any schema exists.
z.config({ jitless: true });

/** A text the form requires: trimmed, then at least one character, or `message`. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export { z };
