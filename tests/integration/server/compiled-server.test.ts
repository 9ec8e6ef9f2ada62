import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

const TOKEN = 'compiled-server-metrics-token-0123456789';

/** What `npm run serve` and the image run: `dist/node/server/main.js` of `npm run build`, with plain node. */
describe('the compiled server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    await access('dist/node/server/main.js').catch(() => {
      throw new Error('dist/node/server/main.js is missing: run npm run build first');
    });
    server = await startServerProcess({ DEMO: 'true', METRICS_TOKEN: TOKEN }, { compiled: true });
  }, 300_000);
  afterAll(() => server?.stop());

  it('is live and ready: the database answers and the migrations it carries are applied', async () => {
    const live = await fetch(`${server.baseUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('renders a page', async () => {
    const page = await fetch(`${server.baseUrl}/en-us`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<html');
  });

  it('serves its metrics to the scraper with the token only, render times among them', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^tessera_page_render_seconds_count\{page_type="Home",output="html"\} [1-9]/m);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
