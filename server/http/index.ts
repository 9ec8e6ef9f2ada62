export { ApiError, APP_ID, errorEnvelope, errorIdForStatus } from './api-error';
export { API_PREFIXES, isApiPath } from './api-prefixes';
export { correlationId, installCorrelation, CORRELATION_HEADER } from './correlation';
export { describeValidation, frameworkErrorHandler, handleError, installErrorHandling } from './error-handler';
export { imageRoutes } from './image-routes';
export { registerStaticAssets } from './static-assets';
export { systemRoutes } from './system-routes';
export { rejectNulBytes } from './input-guards';
export { closeConnectionsOnShutdown } from './graceful-close';
