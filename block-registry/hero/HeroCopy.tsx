import { RichText, useIsPageHeading } from '../../runtime/react';
import { Targets } from '../shared/Targets';
import type { HeroFamilyBlock } from './hero-layout';

/**
 * The text side of a hero: eyebrow, title, subtitle, body and buttons. The title is an h2, or the page's h1 when the
 * hero leads the page (the page then has no heading of its own).
 */
export function HeroCopy({ block, withTargets }: { readonly block: HeroFamilyBlock; readonly withTargets: boolean }) {
  const { eyebrow } = block;
  const Heading = useIsPageHeading() ? 'h1' : 'h2';
  return (
    <div className="ts-hero__copy">
      {eyebrow?.logo ? (
        <img className="ts-hero__logo" src={eyebrow.logo.url} alt={eyebrow.logo.alt} width={eyebrow.logo.width} height={eyebrow.logo.height} />
      ) : eyebrow?.text ? (
        <p className="ts-hero__eyebrow">{eyebrow.text}</p>
      ) : null}
      {block.titleHtml ? (
        <RichText as={Heading} className="ts-hero__title" html={block.titleHtml} />
      ) : block.title ? (
        <Heading className="ts-hero__title">{block.title}</Heading>
      ) : null}
      {block.subtitleHtml ? (
        <RichText className="ts-hero__subtitle" html={block.subtitleHtml} />
      ) : block.subtitle ? (
        <p className="ts-hero__subtitle">{block.subtitle}</p>
      ) : null}
      {block.richText && <RichText className="ts-hero__body" html={block.richText} />}
      {withTargets && <Targets targets={block.targets} equal={block.equalTargetSize} className="ts-hero__targets" />}
      {block.richTextBelowTargets && <RichText className="ts-hero__small-print" html={block.richTextBelowTargets} />}
    </div>
  );
}
