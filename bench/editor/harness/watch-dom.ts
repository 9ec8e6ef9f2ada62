/**
 * Measuring in the host page: each editor's preview is a same-origin iframe, so the host observes the frame's
 * document itself and every figure is on one clock, the host's `performance.now()`.
 */

/** How long a change may take to show before the bench calls the editor broken. */
const SHOW_TIMEOUT_MS = 10_000;

/**
 * The host's clock at the first moment `holds()` is true after a change under `root` (a MutationObserver: checked
 * as each batch of DOM changes lands, before the browser paints it). Call it before making the change.
 */
export function whenDomHolds(root: Node, holds: () => boolean, what: string): Promise<number> {
  return new Promise((done, fail) => {
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      done(at);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      fail(new Error(`${what}: not shown within ${SHOW_TIMEOUT_MS / 1000} s`));
    }, SHOW_TIMEOUT_MS);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** The first element of a frame's document that draws a block (Tessera's block frame, whoever wraps it). */
export const blockElement = (doc: Document, id: string): Element | null => doc.querySelector(`[data-block-id="${CSS.escape(id)}"]`);

/** Whether a block's element holds a text (its title shown). */
export const blockShows = (doc: Document, id: string, text: string): boolean => blockElement(doc, id)?.textContent?.includes(text) ?? false;

/** Whether the blocks `before` and `after` (either may be absent: the start or the end of a list) now surround `id`. */
export function blockSitsBetween(doc: Document, id: string, before: string | undefined, after: string | undefined): boolean {
  const moved = blockElement(doc, id);
  if (!moved) return false;
  const previous = before === undefined ? null : blockElement(doc, before);
  const next = after === undefined ? null : blockElement(doc, after);
  if ((before !== undefined && !previous) || (after !== undefined && !next)) return false;
  const precedes = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return (!previous || precedes(previous, moved)) && (!next || precedes(moved, next));
}

/**
 * Waits until the page is quiet: two of the frame's animation frames (the change painted, its effects run) and then
 * an idle moment of the host, so work left over from one measured change never lands in the next.
 */
export async function settle(frame: Window): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((done) => frame.requestAnimationFrame(done));
  await new Promise((done) => requestIdleCallback(done, { timeout: 500 }));
}
