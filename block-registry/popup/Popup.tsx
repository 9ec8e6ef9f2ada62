import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PopupBlock } from '../../schemas';
import { analyticsEvents } from '../../runtime/core';
import { useMessages, usePersistedFlag, useTrack } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { CloseIcon } from '../shared/icons';
import { DISMISSED, popupFlagName } from './popup-flags';
import { PopupDialog } from './PopupDialog';
import { whenMenuClosed } from './use-menu-open';

/** `waiting`: a tab whose delay is running; `minimized`: a tab the shopper folded (no second auto-expansion). */
type Phase = 'waiting' | 'minimized' | 'expanded';

/** What a shopper can be working on with the keyboard: a pop-up that opens by itself leaves focus there. */
const OPERABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]:not([tabindex="-1"])';
const isOnSomething = (element: Element | null) => element instanceof HTMLElement && element !== document.body && element.matches(OPERABLE);

/**
 * Pop-up (spec 001 §4): impression on mount; a small tab (`minimizedTitle`) that expands after `delay` ms —
 * never over an open mega menu — or when clicked. Opened from its tab, or by itself while nothing on the page
 * has focus, it takes focus; opened by itself while the shopper is on a link, a button or a field, it leaves
 * focus there (a keyboard press meant for the link must not land in the pop-up) and a status line announces
 * it. Focus inside it comes back on close. Closing is remembered per kind and id (cookie `ts_popup_<kind>_<id>`).
 */
export default function Popup({ block }: BlockProps<PopupBlock>) {
  const t = useMessages();
  const track = useTrack();
  const [dismissed, setDismissed] = usePersistedFlag(popupFlagName(block));
  const [phase, setPhase] = useState<Phase>('waiting');
  /** Expanded by its delay while the shopper was on something: focus stays there. */
  const [quietly, setQuietly] = useState(false);
  const how = useRef<'delay' | 'tab'>('delay');
  const returnFocus = useRef<Element | null>(null);
  const focusTab = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const attributes = useMemo(() => ({ popupId: block.id, popupName: block.name ?? block.title, popupKind: block.kind }), [block.id, block.name, block.title, block.kind]);
  const open = dismissed !== DISMISSED;

  useEffect(() => {
    if (open) track(analyticsEvents.popupImpression, attributes);
    // Once per pop-up shown: later flag changes do not count as new impressions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributes, track]);

  useEffect(() => {
    if (!open || phase !== 'waiting') return undefined;
    let cancel = () => undefined as void;
    const timer = setTimeout(() => {
      cancel = whenMenuClosed(() => {
        setQuietly(isOnSomething(document.activeElement));
        setPhase('expanded');
      });
    }, block.delay);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [open, phase, block.delay]);

  useEffect(() => {
    if (phase === 'minimized' && focusTab.current) {
      focusTab.current = false;
      tabRef.current?.focus();
    }
    if (phase !== 'expanded') return;
    track(analyticsEvents.popupExpand, { ...attributes, trigger: how.current });
    returnFocus.current = how.current === 'tab' ? null : document.activeElement;
    if (quietly) return;
    dialogRef.current?.focus();
  }, [phase, quietly, attributes, track]);

  const close = useCallback(() => {
    const hadFocus = dialogRef.current?.contains(document.activeElement) === true;
    setDismissed(DISMISSED);
    const back = returnFocus.current;
    if (hadFocus && back instanceof HTMLElement && back.isConnected) back.focus();
  }, [setDismissed]);
  const minimize = () => {
    focusTab.current = true;
    setPhase('minimized');
  };
  const expand = () => {
    how.current = 'tab';
    setQuietly(false);
    setPhase('expanded');
  };
  const onTargetClick = (link: HTMLAnchorElement) =>
    track(analyticsEvents.popupClick, { ...attributes, targetUrl: link.getAttribute('href') ?? '', targetText: link.textContent.trim() });

  if (!open) return null;
  // Kept in place from the first render, so screen readers hear what is put in it.
  const status = (
    <p className="ts-visually-hidden" role="status">
      {phase === 'expanded' && quietly ? t('popup.opened', { title: block.title }) : ''}
    </p>
  );
  if (phase === 'expanded') {
    return (
      <>
        {status}
        <PopupDialog block={block} dialogRef={dialogRef} onClose={close} onMinimize={minimize} onTargetClick={onTargetClick} />
      </>
    );
  }
  const tabTitle = block.minimizedTitle ?? block.title;
  return (
    <>
      {status}
      <div className="ts-popup ts-popup--minimized">
        <button ref={tabRef} type="button" className="ts-popup__tab" aria-expanded="false" aria-label={t('popup.expand', { title: tabTitle })} onClick={expand}>
          {tabTitle}
        </button>
        {block.closable ? (
          <button type="button" className="ts-icon-button ts-popup__close" aria-label={t('popup.close', { title: block.title })} onClick={close}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </>
  );
}
