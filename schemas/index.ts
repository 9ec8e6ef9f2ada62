export * from './text';
export * from './content/index';
export * from './api/index';
