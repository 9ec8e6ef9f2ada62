import { useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { SocialMedia } from '../../schemas';
import { formatDate } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import { ChevronLeft, ChevronRight, CloseIcon } from '../shared/icons';
import { useModalDialog } from '../shared/use-modal-dialog';
import { Handle } from './Handle';
import { photoUrl } from './photo-url';
import { TaggedProducts } from './TaggedProducts';

export interface PhotoDialogProps {
  readonly media: readonly SocialMedia[];
  /** The photo shown; null while the dialog is closed. */
  readonly index: number | null;
  readonly onShow: (index: number) => void;
  /** The dialog closed (close button, Escape or a click on the backdrop). */
  readonly onClosed: () => void;
}

/**
 * One photo, large, in a modal `<dialog>`: the browser keeps focus inside and the page inert, Escape closes it.
 * Its author, network, date and caption, the products tagged on it, and previous / next (also ← and →).
 */
export function PhotoDialog({ media, index, onShow, onClosed }: PhotoDialogProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const photo = index === null ? undefined : media[index];

  useModalDialog(ref, photo !== undefined);

  const step = (by: number) => index !== null && media.length > 1 && onShow((index + by + media.length) % media.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    // Closed here rather than by the browser's own cancel, so a synthetic Escape (assistive tools, tests) closes it too.
    else if (event.key === 'Escape') ref.current?.close();
    else return;
    event.preventDefault();
  };
  // A click on the backdrop lands on the dialog element itself.
  const onClick = (event: MouseEvent) => {
    if (event.target === ref.current) ref.current?.close();
  };

  return (
    // NB: keys and clicks on the dialog are conveniences; every action also has its own button.
    <dialog ref={ref} className="ts-ugc-dialog" aria-labelledby={titleId} onClose={onClosed} onKeyDown={onKeyDown} onClick={onClick}>
      {photo && index !== null && (
        <div className="ts-ugc-dialog__frame">
          {/* First, so the browser focuses it when the dialog opens. */}
          <button type="button" className="ts-icon-button ts-ugc-dialog__close" aria-label={t('gallery.close')} onClick={() => ref.current?.close()}>
            <CloseIcon />
          </button>
          <img
            className="ts-ugc-dialog__photo"
            src={photoUrl(photo.image, 1080)}
            alt={photo.altText}
            width={photo.image.width}
            height={photo.image.height}
          />
          <div className="ts-ugc-dialog__body">
            <h2 id={titleId} className="ts-ugc-dialog__title">
              {t('gallery.photoBy')} <Handle screenName={photo.user.screenName} />
            </h2>
            <p className="ts-ugc-dialog__meta">
              {photo.user.displayName && <span className="ts-ugc-dialog__name">{photo.user.displayName} · </span>}
              {t('gallery.postedOn', { network: t(`gallery.network.${photo.source}`), date: formatDate(photo.createdAt, site.locale.tag, 'long') })}
            </p>
            {photo.caption && <p className="ts-ugc-dialog__caption">{photo.caption}</p>}
            <TaggedProducts media={photo} />
            {media.length > 1 && (
              <div className="ts-ugc-dialog__nav">
                <button type="button" className="ts-icon-button" aria-label={t('gallery.previous')} onClick={() => step(-1)}>
                  <ChevronLeft />
                </button>
                <span className="ts-ugc-dialog__position">{t('gallery.position', { n: index + 1, total: media.length })}</span>
                <button type="button" className="ts-icon-button" aria-label={t('gallery.next')} onClick={() => step(1)}>
                  <ChevronRight />
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
