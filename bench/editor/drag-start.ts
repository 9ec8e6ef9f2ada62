import type { Frame, Locator, Page } from 'playwright-core';

/** How far the pointer moves in one step once pressed: past both editors' activation distance (dnd-kit's, Puck's 5 px). */
const DRAG_STEP_PX = 24;
const DRAG_TIMEOUT_MS = 10_000;

interface DragWatch {
  pressed?: boolean;
  moved?: number;
  shown?: number;
}
type WithWatch = typeof globalThis & { __editorBenchDrag?: DragWatch };

/**
 * The page's side, as source text: a function handed to `evaluate` would carry the TypeScript loader's helpers, which
 * the page does not have. Records the first `pointermove` after a press, then the first DOM change after which
 * `selector` matches.
 */
const armScript = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const watch = {};
  globalThis.__editorBenchDrag = watch;
  const onDown = () => { watch.pressed = true; };
  const onMove = () => { if (watch.pressed && watch.moved === undefined) watch.moved = performance.now(); };
  addEventListener('pointerdown', onDown, { capture: true });
  addEventListener('pointermove', onMove, { capture: true });
  const observer = new MutationObserver(() => {
    if (watch.moved === undefined || !document.querySelector(selector)) return;
    watch.shown = performance.now();
    observer.disconnect();
    removeEventListener('pointerdown', onDown, { capture: true });
    removeEventListener('pointermove', onMove, { capture: true });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/**
 * Time to start a drag, with the browser's real input (Chromium's input events, as a mouse makes them): the pointer
 * is pressed on `handle`, then moved once past the activation distance; the time runs from that move reaching the
 * page (the first `pointermove` after the press, heard by a capturing listener of the frame the handle is in) to the first DOM change after which the
 * editor's drag feedback (`feedback`, a selector in the same frame) is there. The drag is then cancelled (Escape)
 * and the pointer released, leaving the page as it was.
 */
export async function timeDragStart(page: Page, frame: Frame, handle: Locator, feedback: string): Promise<number> {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the drag handle is not on the screen');
  const x = box.x + Math.min(box.width / 2, 40);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await frame.evaluate(armScript(feedback));
  await page.mouse.down();
  await page.mouse.move(x, y + DRAG_STEP_PX);
  const handleOfWatch = await frame.waitForFunction(
    () => {
      const watch = (globalThis as WithWatch).__editorBenchDrag;
      return watch?.shown !== undefined && watch.moved !== undefined ? watch.shown - watch.moved : undefined;
    },
    undefined,
    { timeout: DRAG_TIMEOUT_MS, polling: 50 },
  );
  const ms = (await handleOfWatch.jsonValue()) as number;
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await frame.waitForFunction((selector) => !document.querySelector(selector), feedback, { timeout: DRAG_TIMEOUT_MS });
  return ms;
}
