export * from './errors';
export * from './content';
export * from './articles';
