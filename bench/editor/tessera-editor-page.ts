import type { Locator, Page } from 'playwright-core';

/** The editing screen of a document in Tessera's editor app. */
export const tesseraEditorPath = (documentId: string): string => `/editor/documents/${encodeURIComponent(documentId)}`;

/** Run in the editor's page: true once the editing screen shows the outline's block rows and the canvas. */
export const tesseraEditorReady = `() => document.querySelector('[role="tree"] [role="treeitem"][data-block-id]') !== null && document.querySelector('iframe') !== null`;

/** What the bench presses in Tessera's outline to drag a block, and what shows the drag has started. */
export function tesseraDragTarget(page: Page, blockId: string): { readonly handle: Locator; readonly feedback: string } {
  return {
    handle: page.locator(`[role="tree"] [role="treeitem"][data-block-id="${blockId}"]`),
    // The outline lifts the dragged row.
    feedback: '[role="treeitem"].is-lifted',
  };
}
