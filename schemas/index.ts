export * from './content/index';
export * from './api/index';
