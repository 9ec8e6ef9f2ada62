import type { ReactNode } from 'react';
import { SmartLink, useIsFirstOfType, useIsLeadBlock } from '../../runtime/react';
import { Picture, baseImage } from '../shared/Picture';
import { cx } from '../shared/cx';
import { useSlideKind } from '../shared/slide-context';
import { HeroCopy } from './HeroCopy';
import type { HeroFamilyBlock } from './hero-layout';
import { heroLayout } from './hero-layout';

/** Hero and banner share one layout engine; banner is the shorter strip / card. */
export function HeroFamily({ block }: { readonly block: HeroFamilyBlock }) {
  const first = useIsFirstOfType();
  // A banner at the top of the page is the first screen's largest picture, as the first hero is.
  const lead = useIsLeadBlock();
  const base = baseImage(block.media);
  const hasMedia = base !== undefined;
  const layout = heroLayout(block, hasMedia, useSlideKind());
  // No-CTA: the whole block is one link, so no buttons inside it (no nested interactive content).
  const wholeLink = block.linkType === 'No-CTA' && block.mediaTarget ? block.mediaTarget : undefined;
  const caption = block.caption;
  // With buttons, `mediaTarget` makes the picture a pointer shortcut to the same place; it stays out of
  // the tab order (the buttons serve the keyboard) but keeps the image's alt text as its name. A decorative
  // picture (empty alt) would make it a link without a name: then screen readers skip it too.
  const mediaLink = !wholeLink && block.mediaTarget ? block.mediaTarget : undefined;
  const decorative = !base?.alt?.trim();
  const picture = (
    <Picture media={block.media} priority={(first && block.type === 'hero') || lead} className="ts-hero__picture" sizes="100vw" responsive />
  );

  const inner: ReactNode = (
    <>
      {hasMedia && (
        <div className="ts-hero__media">
          {mediaLink ? (
            <SmartLink
              href={mediaLink.url}
              target={mediaLink.targetAttribute}
              className="ts-hero__media-link"
              tabIndex={-1}
              aria-hidden={decorative || undefined}
            >
              {picture}
            </SmartLink>
          ) : (
            picture
          )}
          <div className="ts-hero__gradient" aria-hidden="true" />
          {block.badge && <span className="ts-hero__badge">{block.badge}</span>}
          {caption && <p className={cx('ts-hero__caption', `ts-hero__caption--${caption.position}`)}>{caption.text}</p>}
        </div>
      )}
      {!hasMedia && block.badge && <span className="ts-hero__badge ts-hero__badge--inline">{block.badge}</span>}
      <HeroCopy block={block} withTargets={!wholeLink} />
    </>
  );

  if (wholeLink) {
    return (
      <SmartLink href={wholeLink.url} target={wholeLink.targetAttribute} className={cx(layout.className, 'ts-hero--link')} style={layout.style}>
        {inner}
      </SmartLink>
    );
  }
  return (
    <div className={layout.className} style={layout.style}>
      {inner}
    </div>
  );
}
