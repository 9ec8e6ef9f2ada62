// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createDocumentRequestSchema,
  documentDataSchema,
  documentKeyProblem,
  publishDocumentRequestSchema,
  saveDocumentRequestSchema,
} from '../../../../../schemas';

describe("the admin documents API's request rules", () => {
  it("takes each docType's keys as its content call does", () => {
    const ok = [
      ['page', 'ridgeline-en-us', 'about-us'],
      ['augmentedpage', 'ridgeline-en-us', 'cart'],
      ['category', 'kestrel-en-gb', '1234'],
      ['product', 'kestrel-en-gb', 'RL10062010'],
      ['menu', 'kestrel-de-de', 'menu'],
      ['footer', 'kestrel-de-de', 'footer'],
      ['popups', 'ridgeline-fr-ca', 'popups'],
      ['fragment', 'global', 'size-guide'],
      ['espot', 'ridgeline-en-us', 'everywhere'],
    ] as const;
    for (const [docType, siteId, key] of ok) expect(documentKeyProblem(docType, siteId, key), `${docType} ${key}`).toBeUndefined();
    const bad = [
      ['page', 'ridgeline-en-us', 'About Us', 'key'],
      ['augmentedpage', 'ridgeline-en-us', 'basket', 'key'],
      ['category', 'ridgeline-en-us', '12', 'key'],
      ['product', 'ridgeline-en-us', 'rl1006', 'key'],
      ['menu', 'ridgeline-en-us', 'main', 'key'],
      ['fragment', 'ridgeline-en-us', 'size-guide', 'siteId'],
      ['page', 'global', 'about', 'siteId'],
    ] as const;
    for (const [docType, siteId, key, field] of bad) expect(documentKeyProblem(docType, siteId, key)?.field, `${docType} ${key}`).toBe(field);
  });

  it("takes any JSON object as a draft's data, unless the database could not store it", () => {
    expect(documentDataSchema.safeParse({ sections: [{ name: 'main', items: [{ id: 'h', type: 'hero', title: 42 }] }] }).success).toBe(true);
    expect(documentDataSchema.safeParse({ emoji: 'trail 🥾' }).success).toBe(true);
    for (const data of [[], 'text', null, { a: 'nul\u0000' }, { ['k\u0000']: 1 }, { a: ['\udc00'] }, { a: 'x\ud83d' }]) {
      expect(documentDataSchema.safeParse(data).success, JSON.stringify(data)).toBe(false);
    }
    const nul = documentDataSchema.safeParse({ sections: [{ title: 'a\u0000' }] });
    expect(nul.success ? [] : nul.error.issues[0]?.path).toEqual(['sections', 0, 'title']);
    let deep: unknown = 1;
    for (let i = 0; i < 70; i += 1) deep = [deep];
    expect(documentDataSchema.safeParse({ deep }).success).toBe(false);
  });

  it('wants a whole version number to save on, and an ISO date-time with its offset to schedule', () => {
    expect(saveDocumentRequestSchema.safeParse({ baseVersion: 3, data: {} }).success).toBe(true);
    for (const baseVersion of [0, -1, 1.5, '3', null]) expect(saveDocumentRequestSchema.safeParse({ baseVersion, data: {} }).success).toBe(false);
    for (const at of ['2030-01-31T09:00:00Z', '2030-01-31T09:00:00+01:00', null, undefined])
      expect(publishDocumentRequestSchema.safeParse({ version: 1, at }).success, String(at)).toBe(true);
    for (const at of ['2030-01-31T09:00:00', '2030-01-31', 'tomorrow', 1_900_000_000])
      expect(publishDocumentRequestSchema.safeParse({ version: 1, at }).success, String(at)).toBe(false);
  });

  it('names the field a new document gets wrong', () => {
    const problem = (body: Record<string, unknown>) => {
      const parsed = createDocumentRequestSchema.safeParse({ siteId: 'ridgeline-en-us', docType: 'page', key: 'new', name: 'New', ...body });
      return parsed.success ? undefined : parsed.error.issues.map((i) => i.path.join('.'));
    };
    expect(problem({})).toBeUndefined();
    expect(problem({ key: 'New Page' })).toEqual(['key']);
    expect(problem({ docType: 'fragment' })).toEqual(['siteId']);
    expect(problem({ name: ' ' })).toEqual(['name']);
    expect(problem({ name: 'tab\there' })).toEqual(['name']);
    expect(problem({ docType: 'category', key: '1234', parentKey: 'about' })).toEqual(['parentKey']);
    expect(problem({ siteId: 'Ridgeline' })).toEqual(['siteId']);
  });
});
