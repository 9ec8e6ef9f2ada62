// TEMP dev script (deleted before hand-off)
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../tests/support/chromium';
import { benchPage, demoBlocksByType, roundRobin } from '../fixture';
import { signIn } from './draft';
import { startServerProcess } from './dev-server-process';
import { hostUrl, routeHarness } from './harness-routes';
import type { EditorBenchHost } from './harness/bench-host';

const byType = demoBlocksByType('ridgeline-en-us');
const pool = roundRobin(new Map(['hero', 'banner', 'ctaButtons', 'iconAndText'].map((t) => [t, byType.get(t) ?? []])));
const doc = { ...benchPage('ridgeline-en-us', pool, 300), publishAt: null };
const server = await startServerProcess();
const base = server.baseUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await signIn(context.request, base);
  await routeHarness(context, base);
  await context.route(`${base}/admin/v1/documents/**`, (r) => r.fulfill({ json: doc }));
  const page = await context.newPage();
  page.on('console', (m) => { if (!m.text().includes('Failed to load')) console.log('console:', m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('pageerror', e));
  await page.goto(hostUrl(base, 'tessera', 'x', '/en-us/explore'));
  await page.waitForFunction(() => window.editorBench || document.body.dataset.benchError, undefined, { timeout: 120000 });
  console.log(await page.evaluate(() => document.body.dataset.benchError));
  const info = await page.evaluate(() => (window.editorBench as EditorBenchHost).ready());
  console.log(info.blockIds.length, info.titled.length);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push(await page.evaluate(([id, t]) => (window.editorBench as EditorBenchHost).editTitle(id, t), [info.titled[(i * 7) % info.titled.length]!, `Bench title #${i}.`] as const));
  console.log('edits', times.map((t) => t.toFixed(1)).join(' '));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < 5; i++) await page.evaluate(([id, t]) => (window.editorBench as EditorBenchHost).editTitle(id, t), [info.titled[(i * 5) % info.titled.length]!, `Profiled #${i}.`] as const);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  for (const node of profile.nodes) {
    const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const stacks = new Map<string, number>();
  for (const node of profile.nodes) {
    if (!['URLSearchParams', 'set', 'v', '(program)'].includes(node.callFrame.functionName) ) continue;
    const chain: string[] = [];
    let at: number | undefined = node.id;
    for (let i = 0; i < 8 && at !== undefined; i++) { const n = byId.get(at)!; chain.push(`${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`); at = parent.get(at); }
    const k = chain.join(' < ');
    stacks.set(k, (stacks.get(k) ?? 0) + (dt.get(node.id) ?? 0));
  }
  console.log([...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
  const mv: number[] = [];
  for (let i = 0; i < 10; i++) mv.push(await page.evaluate(([id, to]) => (window.editorBench as EditorBenchHost).move(id, to), [info.blockIds[i * 7]!, (i * 37 + 20) % 300] as const));
  console.log('moves', mv.map((t) => t.toFixed(1)).join(' '));
  await page.screenshot({ path: '/tmp/p7/tessera.png' });
} finally {
  await browser.close();
  await server.stop();
}
