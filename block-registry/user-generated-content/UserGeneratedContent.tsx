import { useId, useRef, useState } from 'react';
import type { UserGeneratedContentBlock } from '../../schemas';
import { RichText, useMessages } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { Targets } from '../shared/Targets';
import { GalleryGrid } from './GalleryGrid';
import { PhotoDialog } from './PhotoDialog';
import { useGallery } from './use-gallery';

/**
 * User-generated content (spec 001 §3): the block's heading and words in the server HTML, and the gallery
 * widget in the element `containerId`, which loads shoppers' photos in the browser. Until then it holds
 * placeholder tiles; if the photos cannot be loaded the failure is only logged and the block shows without
 * the widget (spec 001 §8).
 */
export default function UserGeneratedContent({ block }: BlockProps<UserGeneratedContentBlock>) {
  const t = useMessages();
  const headingId = useId();
  const widgetRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { state, showMore } = useGallery(widgetRef, block.filter, block.pageSize);
  const [open, setOpen] = useState<number | null>(null);
  const shownRef = useRef<number | null>(null);
  const hasHeading = Boolean(block.titleHtml ?? block.title);

  const show = (index: number) => {
    shownRef.current = index;
    setOpen(index);
  };
  // Focus returns to the tile of the photo seen last, which previous / next may have changed.
  const closed = () => {
    setOpen(null);
    const index = shownRef.current;
    if (index !== null) listRef.current?.querySelectorAll<HTMLButtonElement>('.ts-ugc__open')[index]?.focus();
  };

  const pending = state.status === 'waiting' || state.status === 'loading';
  const status = pending ? t('gallery.loading') : state.media.length === 0 ? t('gallery.empty') : t('gallery.showing', { count: state.media.length });
  return (
    <section className="ts-ugc" aria-labelledby={hasHeading ? headingId : undefined} aria-label={hasHeading ? undefined : t('gallery.label')}>
      {block.titleHtml ? (
        <RichText as="h2" id={headingId} className="ts-ugc__title" html={block.titleHtml} />
      ) : block.title ? (
        <h2 id={headingId} className="ts-ugc__title">
          {block.title}
        </h2>
      ) : null}
      {block.subtitle && <p className="ts-ugc__subtitle">{block.subtitle}</p>}
      {block.richText && <RichText className="ts-ugc__text" html={block.richText} />}
      {state.status !== 'failed' && (
        <div ref={widgetRef} id={block.containerId} className="ts-ugc__widget" aria-busy={pending}>
          <p className={cx('ts-ugc__status', state.status === 'ready' && state.media.length > 0 && 'ts-visually-hidden')} role="status">
            {pending ? <span className="ts-visually-hidden">{status}</span> : status}
          </p>
          {pending ? (
            <ul className="ts-ugc__grid ts-ugc__grid--placeholder" aria-hidden="true">
              {Array.from({ length: block.pageSize }, (_, i) => (
                <li key={i} className="ts-ugc__item">
                  <div className="ts-ugc__ghost" />
                </li>
              ))}
            </ul>
          ) : (
            <GalleryGrid media={state.media} onOpen={show} listRef={listRef} />
          )}
          {state.more === 'failed' && <p className="ts-ugc__more-failed">{t('gallery.moreFailed')}</p>}
          {state.nextCursor && (
            <div className="ts-ugc__more">
              <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={showMore} disabled={state.more === 'loading'}>
                {t('gallery.showMore')}
              </button>
            </div>
          )}
          <PhotoDialog media={state.media} index={open} onShow={show} onClosed={closed} />
        </div>
      )}
      <Targets className="ts-ugc__targets" targets={block.targets} equal={block.equalTargetSize} />
    </section>
  );
}
