import { eventSignUpSchema, type EventSignUpBlock } from '../../../schemas';
import type { Database } from '../../db/index';
import { createContentRepository, PUBLISHED } from '../../content/index';

/** The first block in a document's data (at any depth) that is the event sign-up of `eventId`. */
function eventBlockIn(value: unknown, eventId: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = eventBlockIn(item, eventId);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Readonly<Record<string, unknown>>;
  if (record.type === 'eventSignUp' && record.eventId === eventId) return record;
  for (const child of Object.values(record)) {
    const found = eventBlockIn(child, eventId);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The event a site's published pages offer (spec 001 §4 "Event content"): the first valid event sign-up block with
 * this id, read from the published version of each page as shoppers see it now. A draft never counts.
 */
export function eventFinder(db: Database) {
  const content = createContentRepository(db);
  return async (siteId: string, eventId: string): Promise<EventSignUpBlock | undefined> => {
    for (const page of await content.listLive(siteId, 'page', PUBLISHED)) {
      const block = eventBlockIn(page.data, eventId);
      if (block === undefined) continue;
      const parsed = eventSignUpSchema.safeParse(block);
      if (parsed.success) return parsed.data;
    }
    return undefined;
  };
}
