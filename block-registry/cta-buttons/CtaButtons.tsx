import type { CtaButtonsBlock } from '../../schemas';
import { RichText } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { Targets } from '../shared/Targets';

/**
 * Call-to-action buttons: title, text, the buttons (the shared button styles; unsized buttons are sm, md, md
 * by breakpoint) and small print, aligned by `styles.textAlign`. `equalTargetSize` makes every button as wide
 * as the widest.
 */
export default function CtaButtons({ block }: BlockProps<CtaButtonsBlock>) {
  const align = block.styles?.textAlign ?? 'start';
  const style: Record<string, string> = {};
  if (block.colours?.text) style['--ts-cta-fg'] = block.colours.text;
  if (block.colours?.background) style['--ts-cta-bg'] = block.colours.background;
  return (
    // NB: promotion clicks are reported by the block frame (BlockView), like every other block's.
    <div className={cx('ts-cta', `ts-cta--${align}`, block.colours?.background && 'ts-cta--filled')} style={style}>
      {block.titleHtml ? (
        <RichText as="h2" className="ts-cta__title" html={block.titleHtml} />
      ) : block.title ? (
        <h2 className="ts-cta__title">{block.title}</h2>
      ) : null}
      {block.subtitle && <p className="ts-cta__subtitle">{block.subtitle}</p>}
      {block.richText && <RichText className="ts-cta__body" html={block.richText} />}
      <Targets targets={block.targets} equal={block.equalTargetSize} className="ts-cta__targets" />
      {block.richTextBelowTargets && <RichText className="ts-cta__small-print" html={block.richTextBelowTargets} />}
    </div>
  );
}
