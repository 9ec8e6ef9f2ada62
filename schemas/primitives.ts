/**
 * What block schemas are built from: field schemas, the fields every block shares, and the constants of the
 * personalization containers. Each block's `block-registry/<name>/schema.ts` imports this and nothing else
 * of Tessera, so the schema layer can import those files without a cycle through `schemas/index.ts`.
 */
export { text } from './text';
export * from './content/primitives';
export * from './content/common';
export * from './content/personalization-kinds';
export { articleTagSchema } from './api/articles';
export { EVENT_MAX_DAYS, eventDays } from './content/event-days';
