import { z } from 'zod';

// NB: zod probes whether it may compile validators with `new Function` as its first object schema is built; under the
// page's Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation, although zod catches it.
// Imported before anything that defines a schema; validation works the same without the compiled fast path.
z.config({ jitless: true });
