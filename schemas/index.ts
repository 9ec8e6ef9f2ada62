export * from './text';
export * from './content/index';
export * from './api/index';
export * as errorIds from './error-ids';
export type { ErrorId, ErrorIdName } from './error-ids';
export * from './sites';
