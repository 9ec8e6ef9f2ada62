import { collectBlockTypes } from '../../runtime/core';
import { seoSchema } from '../../schemas';
import type { ResolvedBlock, ResolvedSection } from '../../runtime/core';
import type { BlockComponentSource } from '../../runtime/react';
import type { Bridge, EditorMessage } from '../../preview-bridge';
import { withChoices } from './choices';
import { emptyDraft, receiveDraft, receivePatch, type DraftState } from './draft-state';
import type { DraftResolver } from './resolve-draft';

type Viewport = Extract<EditorMessage, { type: 'viewport' }>['viewport'];

/** The draft's words for the page's head (a page's `seo`), checked against their schema. */
export interface DraftSeo {
  readonly title: string;
  readonly description: string;
}

/**
 * What the page renders: the draft's sections and head words (null: the server's page as it came), at the editor's
 * revision.
 */
export interface PreviewSnapshot {
  readonly sections: readonly ResolvedSection[] | null;
  readonly seo: DraftSeo | null;
  readonly revision: number | null;
}

export interface PreviewSessionOptions {
  readonly bridge: Bridge<EditorMessage>;
  readonly resolver: DraftResolver;
  /** Where block components come from: a type the draft brings that the page has not loaded is loaded first. */
  readonly components: BlockComponentSource;
  /** The page's path, for `ready`. */
  readonly path: string;
}

export interface PreviewSession {
  /** For useSyncExternalStore. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly snapshot: () => PreviewSnapshot;
  /** Called once the page has rendered a snapshot: tells the editor (`applied`). */
  rendered(snapshot: PreviewSnapshot): void;
  /** The draft as the editor sent it, and the last viewport it named. */
  draft(): DraftState;
  viewport(): Viewport | null;
  close(): void;
}

export const SERVER_PAGE: PreviewSnapshot = { sections: null, seo: null, revision: null };

/**
 * The preview's state behind the bridge: `draft` and `patch` messages change the draft (`draft-state.ts`), which is
 * validated and sanitized in the browser (`resolve-draft.ts`), with the editor's `choose` applied; then, once any
 * block type it newly needs has loaded, the page renders it. No reload and no request to the server: everything the
 * page shows comes in the messages. A patch that does not fit answers `error` with its revision; skipped blocks are
 * reported as `issues` whenever they change.
 */
export function createPreviewSession({ bridge, resolver, components, path }: PreviewSessionOptions): PreviewSession {
  let draft = emptyDraft;
  let choices = new Map<string, string>();
  let chosenMemo = new WeakMap<ResolvedBlock, ResolvedBlock>();
  let viewport: Viewport | null = null;
  let current: PreviewSnapshot = SERVER_PAGE;
  let reportedIssues = '';
  /** The last `seo` field seen and what it gave: the same field keeps the same words (no new head for a block edit). */
  let seoMemo: { readonly raw: unknown; readonly seo: DraftSeo | null } = { raw: undefined, seo: null };
  let ticket = 0;
  const listeners = new Set<() => void>();

  function show(): void {
    const document = draft.document;
    if (!document) return;
    const mine = ++ticket;
    const resolved = resolver.resolve(document.sections);
    const issuesKey = JSON.stringify(resolved.issues);
    if (issuesKey !== reportedIssues) {
      reportedIssues = issuesKey;
      bridge.send({ type: 'issues', issues: resolved.issues });
    }
    if (seoMemo.raw !== document.seo) {
      const parsed = seoSchema.safeParse(document.seo);
      seoMemo = { raw: document.seo, seo: parsed.success ? { title: parsed.data.title, description: parsed.data.description } : null };
    }
    const next: PreviewSnapshot = { sections: withChoices(resolved.sections, choices, chosenMemo), seo: seoMemo.seo, revision: draft.revision };
    const commit = () => {
      if (mine !== ticket) return; // a later change has been shown, or is waiting for its own code
      current = next;
      for (const listener of listeners) listener();
    };
    const eager = next.sections?.filter((section) => !section.lazy).flatMap((section) => section.items) ?? [];
    const missing = [...collectBlockTypes(eager)].filter((type) => !components.get(type));
    if (missing.length === 0) commit();
    else components.load(missing).then(commit, commit); // a type that fails to load renders as unknown: skipped
  }

  const unsubscribe = bridge.subscribe((message) => {
    switch (message.type) {
      case 'hello':
        bridge.send({ type: 'ready', path });
        return;
      case 'draft':
        draft = receiveDraft(draft, message);
        show();
        return;
      case 'patch': {
        const outcome = receivePatch(draft, message);
        draft = outcome.state;
        if (outcome.error !== undefined) bridge.send({ type: 'error', revision: message.revision, message: outcome.error.slice(0, 500) });
        if (outcome.applied) show();
        return;
      }
      case 'choose': {
        const next = new Map(choices);
        if (message.slot === null) next.delete(message.blockId);
        else next.set(message.blockId, message.slot);
        choices = next;
        chosenMemo = new WeakMap();
        show();
        return;
      }
      case 'viewport':
        viewport = message.viewport;
        return;
      default:
        return; // select, hover, scroll and requests are the page's and the overlay's (`connect-preview.ts`)
    }
  });
  bridge.send({ type: 'ready', path });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    rendered(snapshot) {
      if (snapshot.sections !== null) bridge.send({ type: 'applied', revision: snapshot.revision ?? 0 });
    },
    draft: () => draft,
    viewport: () => viewport,
    close() {
      unsubscribe();
      listeners.clear();
    },
  };
}
