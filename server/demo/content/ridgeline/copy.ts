import type { LocaleCopy } from '../copy-types';
import type { RidgelineAudience, RidgelineCategory, RidgelineProduct } from './catalogue';

/** What each Ridgeline locale must say. */
export type RidgelineCopy = LocaleCopy<RidgelineCategory, RidgelineProduct, RidgelineAudience>;
