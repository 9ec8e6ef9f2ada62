export * from './sites';
export { defaultSite } from './default-site';
export * from './breakpoints';
export * from './block-types';
export type * from './page-types';
export type * from './transport';
export type * from './ssr-contract';

export { matchRoute, pathBelowLocale, stripPreviewPrefix, namedAreas, checkoutSteps, LOCALE_PATTERN, PREVIEW_PREFIX } from './route-match';
export type { RouteMatch, NamedArea, CheckoutStep, InvalidReason } from './route-match';
export { classifyPage, pageTypes } from './classify-page';
export type { PageType } from './classify-page';
export { extractProductId, extractCategoryId } from './path-ids';
export { parseQueryFlags } from './query-flags';
export type { QueryFlags } from './query-flags';

export { createApiClient, PREVIEW_DATE_HEADER_NAME } from './api-client';
export type { ApiClient, ApiClientOptions, ContentApi, AugmentedPage } from './api-client';
export { ApiError, isApiError, isNotFound } from './api-error';
export { fetchTransport } from './fetch-transport';
export { randomId } from './random-id';

export { resolvePage, parseContentResponse, isLazySection, isInheritedSection, ContentShapeError } from './resolve-page';
export type { ResolveOptions, Resolved } from './resolve-page';
export { resolveBlock, singleBlockOf } from './resolve-block';
export type { ResolveBlockOptions } from './resolve-block';
export { routePatternMatches } from './route-patterns';
export { stripNulls } from './strip-nulls';
export { HTML_FIELDS, sanitizeHtmlFields } from './html-fields';
export type { SanitizeHtml } from './html-fields';
export { analyticsEvent, analyticsEvents, dataLayerSink } from './analytics';
export type { AnalyticsEvent, AnalyticsSink, AnalyticsValue } from './analytics';
