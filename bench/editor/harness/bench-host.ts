/**
 * What each host page (Tessera's, Puck's) offers the bench driver on `window.editorBench`. Every measuring call makes
 * one change, waits until the preview's DOM shows it, lets the page settle, and answers the milliseconds from the
 * change to the DOM showing it (the host's clock).
 */
export interface EditorBenchHost {
  /** The page's blocks in order (top level, as the preview shows them), once the editor and its preview are ready. */
  ready(): Promise<{ readonly blockIds: readonly string[]; readonly titled: readonly string[] }>;
  /** Sets a block's title through the editor's own state. */
  editTitle(blockId: string, title: string): Promise<number>;
  /** Moves a block to before the block now at `toIndex` of the page's flat top-level order (its end: the length). */
  move(blockId: string, toIndex: number): Promise<number>;
}

declare global {
  interface Window {
    editorBench?: EditorBenchHost;
  }
}

/** Where the host page says it failed to start (the driver reports it instead of timing out). */
export function reportStartFailure(error: unknown): void {
  document.body.dataset.benchError = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  console.error('[bench] the host page could not start', error);
}
