import type { LocaleCopy } from '../copy-types';
import type { KestrelAudience, KestrelCategory, KestrelProduct } from './catalogue';

/** What each Kestrel locale must say. */
export type KestrelCopy = LocaleCopy<KestrelCategory, KestrelProduct, KestrelAudience>;
