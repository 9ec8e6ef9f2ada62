import type { Site } from '../../../runtime/core';
import { oneSize } from './view-words';

/** What a region calls a size: US lengths in North America, UK with EU in Europe; letters and one size as they are. */
export function sizeLabel(labels: Readonly<Record<string, string>>, site: Site): string {
  if (labels.us !== undefined) return site.brand.region === 'NA' ? `US ${labels.us}` : `UK ${labels.uk ?? ''} (EU ${labels.eu ?? ''})`;
  if (labels.label === 'one') return oneSize[site.locale.language] ?? oneSize.en ?? '';
  return labels.label ?? '';
}
