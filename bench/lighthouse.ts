import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, median } from './stats';

export interface LighthouseResult {
  readonly path: string;
  /** Each figure is the median of the runs. */
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly scores: readonly number[];
}

/**
 * One audit of a page. Lighthouse itself sometimes fails to record the trace (NO_NAVSTART, and asks to be run
 * again): such a run is repeated once, and a second failure stops the bench.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.log(`  (Lighthouse could not record ${url}: ${lhr.runtimeError.code}; running it again)`);
  }
}

/**
 * Lighthouse's performance audit with its default settings — a mid-range phone on a slow 4G link, simulated —
 * in headless Chromium, `runs` times per page (a fresh load with storage reset each time); medians reported.
 */
export async function measureLighthouse(baseUrl: string, paths: readonly string[], runs: number): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const samples: { score: number; lcp: number; cls: number; tbt: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(baseUrl + path, chrome.port);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          tbt: value('total-blocking-time'),
        });
      }
      results.push({
        path,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbtMs: median(samples.map((s) => s.tbt)),
        scores: samples.map((s) => s.score),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Issue 10's targets for the mobile audit. */
export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 2000, cls: 0 };

export function describeLighthouse(r: LighthouseResult): string {
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  return (
    `${r.path.padEnd(22)} score ${r.score} (runs ${r.scores.join(', ')}) ${pass(r.score >= LIGHTHOUSE_TARGETS.score)}; ` +
    `LCP ${fmt(r.lcpMs / 1000, 2)} s ${pass(r.lcpMs < LIGHTHOUSE_TARGETS.lcpMs)}; CLS ${fmt(r.cls, 3)} ${pass(Number(fmt(r.cls, 3)) <= LIGHTHOUSE_TARGETS.cls)}; TBT ${fmt(r.tbtMs, 0)} ms`
  );
}
