/**
 * Test-only: `node --import tsx --import ./tests/support/sites-config-hook.ts server/main.ts` with `TEST_SITES_CONFIG`
 * set runs the server with that file as its sites configuration instead of config/sites.json (which the server
 * imports, so an environment variable cannot name another: see docs/decisions.md).
 */
import { register } from 'node:module';

register('./sites-config-resolve.ts', import.meta.url, { data: { file: process.env.TEST_SITES_CONFIG } });
