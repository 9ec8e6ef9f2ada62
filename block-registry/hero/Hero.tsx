import type { HeroBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { HeroFamily } from './HeroFamily';

/** Hero: full-bleed art-directed media with eyebrow, title, text and buttons. */
export default function Hero({ block }: BlockProps<HeroBlock>) {
  return <HeroFamily block={block} />;
}
