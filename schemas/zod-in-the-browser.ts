import { z } from 'zod';

// NB: zod probes whether it may compile validators with `new Function` as its first object schema is built; under the
// storefront's Content-Security-Policy (no 'unsafe-eval') the probe is a reported violation, although zod catches it.
// In the browser only (the server keeps zod's compiled fast path), before the form rules define their schemas.
if (typeof window !== 'undefined') z.config({ jitless: true });
