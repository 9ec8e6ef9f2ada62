export * from './sites';
export * from './breakpoints';
export * from './block-types';
export type * from './page-types';
export type * from './transport';
export type * from './ssr-contract';
