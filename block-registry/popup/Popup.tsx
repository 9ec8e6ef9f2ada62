import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PopupBlock } from '../../schemas';
import { analyticsEvents } from '../../runtime/core';
import { useMessages, usePersistedFlag, useTrack } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { CloseIcon } from '../shared/icons';
import { DISMISSED, popupFlagName, VISIT_CLOSED, VISIT_FLAG, VISIT_SHOWN } from './popup-flags';
import { PopupDialog } from './PopupDialog';
import { useCovering } from './use-covering';
import { whenMenuClosed } from './use-menu-open';

/** `waiting`: a tab whose delay is running; `minimized`: a tab the shopper folded (no second auto-expansion). */
type Phase = 'waiting' | 'minimized' | 'expanded';

/**
 * Pop-up (spec 001 §4): impression on mount; a small tab (`minimizedTitle`) that expands after `delay` ms —
 * never over an open mega menu — or when clicked. It takes focus only when the shopper opens it from its tab:
 * expanded by itself, it leaves focus where it is (a status line announces it), and it expands by itself once a
 * visit (later pages show the tab). It never sits over the focused control or the page's main action (`data-main-action`):
 * expanded by itself it folds back into its tab, and the tab steps aside while it would cover them. Focus inside it
 * comes back on close. Closing is remembered per kind and id (cookie `ts_popup_<kind>_<id>`), and holds for the
 * visit: no other pop-up comes up after it (`ts_popup_visit`).
 */
export default function Popup({ block }: BlockProps<PopupBlock>) {
  const t = useMessages();
  const track = useTrack();
  const [dismissed, setDismissed] = usePersistedFlag(popupFlagName(block));
  const [visit, setVisit] = usePersistedFlag(VISIT_FLAG, 'visit');
  const [phase, setPhase] = useState<Phase>('waiting');
  /** Expanded by its delay: focus stays where the shopper is. */
  const [quietly, setQuietly] = useState(false);
  const how = useRef<'delay' | 'tab'>('delay');
  const returnFocus = useRef<Element | null>(null);
  const focusTab = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const tabBoxRef = useRef<HTMLDivElement>(null);
  /** The visit saw a pop-up expand by itself already, or closed one: this one waits for the shopper. */
  const expandsByItself = visit !== VISIT_SHOWN && visit !== VISIT_CLOSED;
  // Expanded by itself over what the shopper is on: back into its tab, focus untouched.
  useCovering(dialogRef, phase === 'expanded' && quietly, (covers) => {
    if (covers) setPhase('minimized');
  });
  const [tabAside, setTabAside] = useState(false);
  useCovering(tabBoxRef, phase !== 'expanded', setTabAside);
  const attributes = useMemo(
    () => ({ popupId: block.id, popupName: block.name ?? block.title, popupKind: block.kind }),
    [block.id, block.name, block.title, block.kind],
  );
  const open = dismissed !== DISMISSED;

  useEffect(() => {
    if (open) track(analyticsEvents.popupImpression, attributes);
    // Once per pop-up shown: later flag changes do not count as new impressions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributes, track]);

  useEffect(() => {
    if (!open || phase !== 'waiting' || !expandsByItself) return undefined;
    let cancel = () => undefined as void;
    const timer = setTimeout(() => {
      cancel = whenMenuClosed(() => {
        how.current = 'delay';
        setQuietly(true);
        setPhase('expanded');
        setVisit(VISIT_SHOWN);
      });
    }, block.delay);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [open, phase, expandsByItself, block.delay, setVisit]);

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
    setVisit(VISIT_CLOSED);
    const back = returnFocus.current;
    if (hadFocus && back instanceof HTMLElement && back.isConnected) back.focus();
  }, [setDismissed, setVisit]);
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
      <div ref={tabBoxRef} className={`ts-popup ts-popup--minimized${tabAside ? ' ts-popup--aside' : ''}`}>
        <button
          ref={tabRef}
          type="button"
          className="ts-popup__tab"
          aria-expanded="false"
          aria-label={t('popup.expand', { title: tabTitle })}
          onClick={expand}
        >
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
