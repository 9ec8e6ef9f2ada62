import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumArgs } from '../../tests/support/chromium';
import { fmt } from '../stats';
import { BENCH_BLOCKS, BENCH_DOCUMENT, saveBenchDraft, signIn } from './draft';
import { timeDragStart } from './drag-start';
import { HARNESS_PATH, type HostName, hostUrl, routeHarness } from './harness-routes';
import type { EditorBenchHost } from './harness/bench-host';
import { interleaved, seeded } from './interleave';
import { fmtLatency, latency, type Latency } from './percentiles';
import { describeSize, firstLoadScripts, type FirstLoadScripts } from './script-size';
import { tesseraDragTarget, tesseraEditorPath, tesseraEditorReady } from './tessera-editor-page';

export interface EditorBenchOptions {
  readonly quick?: boolean;
}

type Side = HostName;
const SIDES: readonly Side[] = ['tessera', 'puck'];

export interface EditorBenchResult {
  readonly blocks: number;
  /** A block's title set → the preview's DOM shows it. */
  readonly edits: Readonly<Record<Side, Latency>>;
  /** A block moved (the call a drop makes) → the preview's DOM shows the new order. */
  readonly moves: Readonly<Record<Side, Latency>>;
  /** Pointer pressed and moved past the activation distance → the drag's feedback is in the DOM. */
  readonly dragStarts?: Readonly<Record<Side, Latency>>;
  readonly scripts: { readonly tessera?: FirstLoadScripts; readonly puck: FirstLoadScripts };
  /** What could not be measured, and why (the run then fails): a bench never passes on what it did not see. */
  readonly unmeasured: readonly string[];
}

/** The targets: p95 of an edit under 16 ms, and at least 10 times faster than Puck's. */
export const EDITOR_TARGETS = { editP95Ms: 16, timesFasterThanPuck: 10 } as const;

const rounds = (quick: boolean) => ({ warmUp: quick ? 5 : 20, edits: quick ? 30 : 200, moves: quick ? 10 : 50, drags: quick ? 5 : 20 });

/** Opens a host page and waits until its editor and preview are ready (or the page says why not). */
async function openHost(context: BrowserContext, baseUrl: string, host: HostName, documentId: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  [${host}] ${error.message}`));
  await page.goto(hostUrl(baseUrl, host, documentId, BENCH_DOCUMENT.path));
  await page.waitForFunction(() => window.editorBench !== undefined || document.body.dataset.benchError !== undefined, undefined, {
    timeout: 180_000,
  });
  const failure = await page.evaluate(() => document.body.dataset.benchError);
  if (failure) throw new Error(`the ${host} host page did not start: ${failure}`);
  return page;
}

const host = (page: Page) => ({
  ready: () => page.evaluate(() => (window.editorBench as EditorBenchHost).ready()),
  editTitle: (blockId: string, title: string) =>
    page.evaluate(([id, text]) => (window.editorBench as EditorBenchHost).editTitle(id, text), [blockId, title] as const),
  move: (blockId: string, toIndex: number) =>
    page.evaluate(([id, to]) => (window.editorBench as EditorBenchHost).move(id, to), [blockId, toIndex] as const),
});

/**
 * The editor bench (issue 13): Tessera's editor and Puck's, side by side in one headless Chromium, on the same
 * 300-block page (see `draft.ts`), production builds of both. Needs a running server (`startServerProcess`) with the
 * demo editor account, and `dist/bench-editor` (npm run bench:editor builds it).
 */
export async function runEditorBench(baseUrl: string, options: EditorBenchOptions = {}): Promise<EditorBenchResult> {
  const plan = rounds(options.quick ?? false);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await signIn(context.request, baseUrl);
    const documentId = await saveBenchDraft(context.request, baseUrl);
    await routeHarness(context, baseUrl);

    const pages = { tessera: await openHost(context, baseUrl, 'tessera', documentId), puck: await openHost(context, baseUrl, 'puck', documentId) };
    const hosts = { tessera: host(pages.tessera), puck: host(pages.puck) };
    const [tessera, puck] = await Promise.all([hosts.tessera.ready(), hosts.puck.ready()]);
    if (tessera.blockIds.length !== BENCH_BLOCKS || tessera.blockIds.join() !== puck.blockIds.join()) {
      throw new Error(
        `the two editors do not hold the same ${BENCH_BLOCKS} blocks (Tessera ${tessera.blockIds.length}, Puck ${puck.blockIds.length})`,
      );
    }
    const titled = tessera.titled.filter((id) => puck.titled.includes(id));
    if (titled.length === 0) throw new Error('no block with a title to edit');

    // Edits: a different block each time, a text never shown before.
    let edit = 0;
    const nextEdit = () => {
      const n = edit++;
      return [titled[(n * 7) % titled.length]!, `Edited title ${n}.`] as const;
    };
    await interleaved(SIDES, plan.warmUp, (side) => hosts[side].editTitle(...nextEdit()));
    const editTimes = await interleaved(SIDES, plan.edits, (side, round) =>
      hosts[side].editTitle(titled[(round * 7 + 3) % titled.length]!, `Bench title ${round}.`),
    );

    // Moves: the same seeded sequence on both sides, so both pages keep the same order.
    const order = [...tessera.blockIds];
    const random = seeded(13);
    const moves = Array.from({ length: plan.moves + plan.warmUp }, () => {
      const from = Math.floor(random() * order.length);
      let to = Math.floor(random() * (order.length + 1));
      if (to === from || to === from + 1) to = (from + 20) % order.length;
      const id = order[from]!;
      const anchor = order[to];
      order.splice(from, 1);
      order.splice(anchor === undefined ? order.length : order.indexOf(anchor), 0, id);
      return { id, to };
    });
    const moveTimes = await interleaved(SIDES, moves.length, (side, round) => hosts[side].move(moves[round]!.id, moves[round]!.to));
    for (const side of SIDES) moveTimes[side].splice(0, plan.warmUp);

    // Drag starts, with real pointer input: Puck's in its canvas, Tessera's in its outline (the real editor app).
    const unmeasured: string[] = [];
    const editorPage = await context.newPage();
    const editorReady = await editorPage
      .goto(`${baseUrl}${tesseraEditorPath(documentId)}`)
      .then(() => editorPage.waitForFunction(tesseraEditorReady, undefined, { timeout: 120_000 }))
      .then(
        () => true,
        (error: unknown) => {
          unmeasured.push(
            `Tessera's editing screen never showed its outline and canvas (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
          );
          return false;
        },
      );
    const puckFrame = pages.puck.frames().find((frame) => frame !== pages.puck.mainFrame());
    if (!puckFrame) throw new Error("Puck's canvas frame is missing");
    const dragTimes = editorReady
      ? await interleaved(SIDES, plan.drags + plan.warmUp, async (side, round) => {
          const id = tessera.blockIds[(round * 11) % 20]!;
          if (side === 'puck') {
            await pages.puck.bringToFront();
            return timeDragStart(pages.puck, puckFrame, puckFrame.locator(`[data-block-id="${id}"]`), '[data-dnd-placeholder], [data-dnd-dragging]');
          }
          await editorPage.bringToFront();
          const target = tesseraDragTarget(editorPage, id);
          return timeDragStart(editorPage, editorPage.mainFrame(), target.handle, target.feedback);
        })
      : undefined;
    for (const side of SIDES) dragTimes?.[side].splice(0, plan.warmUp);
    await context.close();

    // First-load JavaScript, each in a fresh signed-in context.
    const sizeContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await signIn(sizeContext.request, baseUrl);
    await routeHarness(sizeContext, baseUrl);
    const builds = [
      { urlPrefix: HARNESS_PATH, dir: 'dist/bench-editor/' },
      { urlPrefix: '/assets/', dir: 'dist/client/assets/' },
    ];
    const scripts = {
      ...(editorReady
        ? { tessera: await firstLoadScripts(sizeContext, `${baseUrl}${tesseraEditorPath(documentId)}`, tesseraEditorReady, builds) }
        : {}),
      puck: await firstLoadScripts(
        sizeContext,
        hostUrl(baseUrl, 'puck', documentId, BENCH_DOCUMENT.path),
        '() => window.editorBench !== undefined',
        builds,
      ),
    };
    await sizeContext.close();

    const each = (times: Record<Side, number[]>) => ({ tessera: latency(times.tessera), puck: latency(times.puck) });
    return {
      blocks: BENCH_BLOCKS,
      edits: each(editTimes),
      moves: each(moveTimes),
      ...(dragTimes ? { dragStarts: each(dragTimes) } : {}),
      scripts,
      unmeasured,
    };
  } finally {
    await browser.close();
  }
}

const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const ratio = (a: Latency, b: Latency) => `Puck / Tessera ${fmt(b.p50 / a.p50, 1)}× at p50, ${fmt(b.p95 / a.p95, 1)}× at p95`;

/** The bench's report: the method first, then each measure, Tessera beside Puck, with the targets' verdicts. */
export function describeEditorBench(r: EditorBenchResult): string[] {
  const { edits, moves, dragStarts, scripts } = r;
  const fastEnough = edits.tessera.p95 < EDITOR_TARGETS.editP95Ms;
  const fasterThanPuck =
    edits.puck.p50 / edits.tessera.p50 >= EDITOR_TARGETS.timesFasterThanPuck &&
    edits.puck.p95 / edits.tessera.p95 >= EDITOR_TARGETS.timesFasterThanPuck;
  return [
    `Editor (a page of ${r.blocks} blocks: the demo's heroes, banners, buttons and icon lists; Tessera's editor beside Puck ${'0.23'}'s, one headless Chromium, production builds)`,
    '  method: both editors open at once, each its preview in a same-origin iframe (Tessera: the real storefront page in preview mode, served by the',
    "  real server to the signed-in demo editor; Puck: <Puck> with its iframe on, the same blocks drawn by Tessera's own BlockView). Times are the host",
    "  page's performance.now() from the change to the first DOM mutation after which the frame shows it (MutationObserver), the page left to settle",
    '  (two frames and an idle moment) before the next; the two editors take turns in a shuffled order every round, after a warm-up.',
    `  prop edit → preview shows it (Tessera: core.run(updateProps) → bridge patch → preview; Puck: dispatch replace)`,
    `    Tessera ${fmtLatency(edits.tessera)}`,
    `    Puck    ${fmtLatency(edits.puck)}`,
    `    ${ratio(edits.tessera, edits.puck)}   targets: p95 < ${EDITOR_TARGETS.editP95Ms} ms ${verdict(fastEnough)}, ≥ ${EDITOR_TARGETS.timesFasterThanPuck}× Puck ${verdict(fasterThanPuck)}`,
    `  move a block → preview shows the new order (the call each editor's drop makes: Tessera core.run(moveBlocks), Puck dispatch move)`,
    `    Tessera ${fmtLatency(moves.tessera)}`,
    `    Puck    ${fmtLatency(moves.puck)}`,
    `    ${ratio(moves.tessera, moves.puck)}`,
    `  time to start a drag (real pointer input: press, one move past the activation distance → drag feedback in the DOM; Tessera: its outline, Puck: its canvas)`,
    ...(dragStarts
      ? [
          `    Tessera ${fmtLatency(dragStarts.tessera)}`,
          `    Puck    ${fmtLatency(dragStarts.puck)}`,
          `    ${ratio(dragStarts.tessera, dragStarts.puck)}`,
        ]
      : ['    not measured (see below)']),
    `  editor JavaScript, first load (cache off; brotli as sent, the builds' precompressed files)`,
    scripts.tessera
      ? `    Tessera /editor with the page open: ${describeSize(scripts.tessera.page)}; its preview frame (the storefront in preview mode): ${describeSize(scripts.tessera.frames)}`
      : '    Tessera: not measured (see below)',
    `    Puck's editor with the same blocks: ${describeSize(scripts.puck.page)} (its canvas runs in the same bundle)`,
    ...r.unmeasured.map((why) => `  NOT MEASURED: ${why}`),
  ];
}
