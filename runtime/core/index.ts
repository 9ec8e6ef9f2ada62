export * from './sites';
export type * from './page-types';
export type * from './transport';
export type * from './ssr-contract';
