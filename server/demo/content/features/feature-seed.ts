import type { Section } from '../../../../schemas';
import type { SeedDocument } from '../../types';
import type { Site } from '../imports';

/**
 * What a group of blocks adds to the demo stores: sections for the home page and for the `explore` landing
 * page, and documents of its own (pop-ups, articles…). Each group lives in a file of its own here, with its
 * copy for every locale, and is listed in `index.ts`.
 */
export interface FeatureSeed {
  readonly name: string;
  /** Sections appended to the home page (below the fold: name them "… lazy load" where they are heavy). */
  readonly homeSections?: (site: Site) => Section[];
  /** Sections of the `explore` landing page, which shows every block in real use. */
  readonly landingSections?: (site: Site) => Section[];
  readonly documents?: (site: Site) => SeedDocument[];
}
