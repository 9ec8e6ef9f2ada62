import { describe, expect, it } from 'vitest';
import { allSites } from '../../../runtime/core';
import { popupSchema } from '../../../schemas';
import { demoDocuments } from '../../../server/demo/demo-content';

const documents = demoDocuments();

describe.each(allSites().map((s) => [s.siteId] as const))('%s pop-ups', (siteId) => {
  const doc = documents.find((d) => d.siteId === siteId && d.docType === 'popups');
  const popups = (doc?.data.popups ?? []) as Record<string, unknown>[];

  it('is one popups document: a newsletter pop-up, then an account (loyalty) one', () => {
    expect(doc?.key).toBe('popups');
    expect(popups.map((p) => p.kind)).toEqual(['newsletter', 'account']);
  });

  it('every pop-up passes its schema with no field the schema does not know', () => {
    for (const popup of popups) {
      const parsed = popupSchema.safeParse(popup);
      expect(parsed.error?.issues, String(popup.id)).toBeUndefined();
      expect(Object.keys(popup).filter((key) => !Object.hasOwn(parsed.data ?? {}, key))).toEqual([]);
    }
  });
});

it('pop-up copy differs between a brand’s languages', () => {
  const title = (siteId: string) =>
    (documents.find((d) => d.siteId === siteId && d.docType === 'popups')?.data.popups as { title: string }[])[0]?.title;
  expect(title('ridgeline-fr-ca')).not.toBe(title('ridgeline-en-ca'));
  expect(title('kestrel-de-de')).not.toBe(title('kestrel-en-gb'));
  expect(title('kestrel-fr-fr')).not.toBe(title('kestrel-en-gb'));
});
