import { RichText } from '../../runtime/react';
import { Targets } from '../shared/Targets';
import type { HeroFamilyBlock } from './hero-layout';

/** The text side of a hero: eyebrow, title (h2 — the page owns the h1), subtitle, body and buttons. */
export function HeroCopy({ block, withTargets }: { readonly block: HeroFamilyBlock; readonly withTargets: boolean }) {
  const { eyebrow } = block;
  return (
    <div className="ts-hero__copy">
      {eyebrow?.logo ? (
        <img className="ts-hero__logo" src={eyebrow.logo.url} alt={eyebrow.logo.alt} width={eyebrow.logo.width} height={eyebrow.logo.height} />
      ) : eyebrow?.text ? (
        <p className="ts-hero__eyebrow">{eyebrow.text}</p>
      ) : null}
      {block.titleHtml ? (
        <RichText as="h2" className="ts-hero__title" html={block.titleHtml} />
      ) : block.title ? (
        <h2 className="ts-hero__title">{block.title}</h2>
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
