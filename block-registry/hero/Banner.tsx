import type { BannerBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { HeroFamily } from './HeroFamily';

/** Banner: the hero's shorter sibling, a strip (with media) or a card (without). */
export default function Banner({ block }: BlockProps<BannerBlock>) {
  return <HeroFamily block={block} />;
}
