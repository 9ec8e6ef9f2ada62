import { useId } from 'react';
import type { CollectionBlock } from '../../schemas';
import type { ResolvedBlock } from '../../runtime/core';
import { BlockView, RichText, useAutoRotation, useMediaBreakpoint, useMessages, useReducedMotion } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { SlideContext } from '../shared/slide-context';
import { CarouselArrows, CarouselFooter } from './CarouselControls';
import { collectionSettings, collectionStyle, STACKED_NAME } from './collection-settings';
import { emblaOptions, useCarousel } from './use-carousel';

/**
 * Collection: child blocks as a carousel or a grid, per breakpoint. Widths, gaps and grid columns are CSS
 * custom properties, so the server renders the first view at its final size and hydration shifts nothing.
 */
export default function Collection({ block }: BlockProps<CollectionBlock>) {
  const t = useMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const trackId = `${id}-track`;
  const settings = collectionSettings(block);
  const layout = collectionStyle(settings);
  const items = block.items as unknown as ResolvedBlock[];
  const center = block.variant === 'highlightCenter';
  const stacked = block.name?.trim() === STACKED_NAME;
  const slideKind = stacked ? 'row' : 'card';
  const reducedMotion = useReducedMotion();
  const isCarousel = Object.values(settings).some((s) => s.type === 'carousel');
  const bp = useMediaBreakpoint();
  const current = bp ? settings[bp] : null;
  const autoplay = Boolean(current && current.type === 'carousel' && current.autoplay && items.length > 1);
  const [attachViewport, carousel] = useCarousel(emblaOptions(settings, center ? 'center' : 'start'), items.length, reducedMotion, isCarousel);
  const rotation = useAutoRotation(carousel.advance, (current?.autorotateTime ?? 5) * 1000, autoplay);
  const heading = block.titleHtml ? (
    <RichText as="h2" id={titleId} className="ts-collection__title" html={block.titleHtml} />
  ) : block.title ? (
    <h2 id={titleId} className="ts-collection__title">
      {block.title}
    </h2>
  ) : null;

  return (
    <div
      className={cx('ts-collection', `ts-collection--${block.variant}`, stacked && 'ts-collection--stacked', layout.className)}
      style={layout.style}
      role={isCarousel ? 'region' : undefined}
      aria-roledescription={isCarousel ? t('carousel.roleDescription') : undefined}
      aria-labelledby={isCarousel && heading ? titleId : undefined}
      aria-label={isCarousel && !heading ? t('carousel.label') : undefined}
      {...(autoplay ? rotation.pauseProps : {})}
    >
      {(heading ?? block.subtitle ?? block.subtitleHtml) && (
        <div className="ts-collection__header">
          {heading}
          {block.subtitleHtml ? (
            <RichText className="ts-collection__subtitle" html={block.subtitleHtml} />
          ) : (
            block.subtitle && <p className="ts-collection__subtitle">{block.subtitle}</p>
          )}
        </div>
      )}
      <div className="ts-collection__stage">
        <div className="ts-collection__viewport" ref={attachViewport}>
          <div className="ts-collection__track" id={trackId}>
            {items.map((item, i) => (
              <div
                key={item.id}
                className={cx('ts-collection__slide', i === carousel.selected && 'is-selected')}
                role={isCarousel ? 'group' : undefined}
                aria-roledescription={isCarousel ? t('carousel.slide') : undefined}
                aria-label={isCarousel ? t('carousel.slideOf', { n: i + 1, total: items.length }) : undefined}
              >
                <SlideContext value={slideKind}>
                  <BlockView block={item} />
                </SlideContext>
              </div>
            ))}
          </div>
        </div>
        {isCarousel && <CarouselArrows carousel={carousel} t={t} trackId={trackId} />}
      </div>
      {isCarousel && <CarouselFooter carousel={carousel} t={t} trackId={trackId} rotation={autoplay ? rotation : null} />}
    </div>
  );
}
