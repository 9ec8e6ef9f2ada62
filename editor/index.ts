export { ShowcaseScreen } from './showcase/ShowcaseScreen';
export type { ShowcaseScreenProps } from './showcase/ShowcaseScreen';
export { validateShowcaseForm, SHOWCASE_LIMITS, DEFAULT_SHOWCASE_LIMIT } from './showcase/showcase-form';
export type { ShowcaseQuery, ShowcaseFormValues } from './showcase/showcase-form';
