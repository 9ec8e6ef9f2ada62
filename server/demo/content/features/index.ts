import type { FeatureSeed } from './feature-seed';
import { articlesFeature } from './articles';
import { videoFeature } from './video';
import { personalization } from './personalization';
import { navigation } from './navigation';
import { benefitBarFeature } from './benefit-bar';
import { popupsFeature } from './popups';
import { communityGalleryFeature } from './community-gallery';
import { helpFeature } from './help';
import { cartFeature } from './cart';
import { productPageFeature } from './product-page';
import { searchPageFeature } from './search-page';
import { checkoutPagesFeature } from './checkout-pages';
import { eventsFeature } from './events';

export type { FeatureSeed } from './feature-seed';

/** The block groups that add to the demo stores; one line each. */
export const features: readonly FeatureSeed[] = [
  articlesFeature,
  popupsFeature,
  videoFeature,
  benefitBarFeature,
  navigation,
  personalization,
  communityGalleryFeature,
  helpFeature,
  cartFeature,
  productPageFeature,
  searchPageFeature,
  checkoutPagesFeature,
  eventsFeature,
];
