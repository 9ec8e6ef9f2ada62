export * from './sites';
export { defaultSite } from './default-site';
export * from './breakpoints';
export * from './block-types';
export type * from './page-types';
export type * from './transport';
export type * from './ssr-contract';

export {
  categorySegment,
  productSegment,
  isPageSlug,
  isNamedArea,
  pathBelowLocale,
  stripPreviewPrefix,
  namedAreas,
  checkoutSteps,
  LOCALE_PATTERN,
  PREVIEW_PREFIX,
  PRODUCT_TEMPLATE_KEY,
  shopperAreas,
  isShopperArea,
} from './route-shapes';
export type { NamedArea, CheckoutStep } from './route-shapes';
export { requestMode } from './request-mode';
export type { RequestMode } from './request-mode';
export { classifyPage, pageTypes } from './classify-page';
export type { PageType } from './classify-page';
export { extractProductId, extractCategoryId } from './path-ids';
export { parseQueryFlags } from './query-flags';
export type { QueryFlags } from './query-flags';

export { createApiClient, PREVIEW_DATE_HEADER_NAME } from './api-client';
export type { ApiClient, ApiClientOptions, ContentApi, AugmentedPage } from './api-client';
export { ApiError, isApiError, isNotFound, isRetryable, type ApiErrorOptions } from './api-error';
export * from './client/index';
export { fetchTransport } from './fetch-transport';
export { searchArticles } from './article-search';
export { articleGridPageSize, RELATED_ARTICLES_MAX } from './article-paging';
export type { ArticleQuery } from './article-search';
export { randomId } from './random-id';

export { resolvePage, parseContentResponse, isLazySection, isInheritedSection, ContentShapeError } from './resolve-page';
export type { ResolveOptions, Resolved } from './resolve-page';
export { validateBlock } from './validate-block';
export { walkBlock } from './block-walk';
export type { BlockCheck, BlockParent, BlockPolicy, BlockProblem, BlockProblemCode, BlockVisit, BlockWalk, FieldProblem } from './block-walk';
export type { BlockContext } from './validate-block';
export { resolveBlock, singleBlockOf } from './resolve-block';
export type { ResolveBlockOptions } from './resolve-block';
export { resolvePopups } from './resolve-popups';
export type { ResolvePopupsOptions } from './resolve-popups';
export { routePatternMatches } from './route-patterns';
export { menuCategories } from './menu-categories';
export type { Crumb, MenuCategory } from './menu-categories';
export { stripNulls } from './strip-nulls';
export { memoizeLru } from './memoize-lru';
export { HTML_FIELDS, sanitizeHtmlFields } from './html-fields';
export { secureRichTextNode } from './rich-text-node';
export type { SanitizeHtml } from './html-fields';
export { analyticsEvent, analyticsEvents, dataLayerSink } from './analytics';
export type { AnalyticsEvent, AnalyticsSink, AnalyticsValue } from './analytics';
export { slotArrays, mapSlot, slotsOf } from './child-slots';
export type { SlotArray } from './child-slots';
export { parseTestContext } from './test-context';
export type { TestContext } from './test-context';
export { defaultAudience, inSegment } from './audience';
export type { AudienceContext } from './audience';
export { consentGroups, consentPending, CONSENT_COOKIE, CONSENT_SETTINGS_EVENT, parseConsentGroups, personalizationAllowed } from './consent';
export type { ConsentInput } from './consent';
export { chooseExperience, chooseSegment } from './choose';
export type { Choice, ExperienceInputs } from './choose';
export { filterMatches } from './filter-match';
export { p13nContext } from './p13n-context';
export type { P13nContext, P13nInputs } from './p13n-context';
export { createProductLookup, galleryCall, galleryRequest, loadGalleryPage, GALLERY_WIDGET_DELAY_MS, type GalleryCall } from './social-gallery';
export type { GalleryPaging, GalleryPlace, ProductLookup } from './social-gallery';
export * from './favicon';
export * from './format';
export { addressLines, regionNamer } from './address-lines';
export * from './messages';
export { IMAGE_WIDTHS, ladderAbove, snapToLadder } from './image-ladder';
export type { ImageBox } from './image-ladder';
export * from './catalog';
export { cutAtWord, fitSentences, META_DESCRIPTION_MAX, sentencesOf } from './meta-description';
export { captchaToken, setCaptchaSource, type CaptchaAction, type CaptchaSource } from './captcha';
