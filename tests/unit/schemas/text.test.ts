import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressInputSchema, emailSchema } from '../../../schemas/forms';
import { blockSchemas, documentDataSchema, isStorableText, text, UNSTORABLE_TEXT } from '../../../schemas';

const unstorable = {
  nul: 'Maya\u0000Okafor',
  nulAlone: '\u0000',
  loneHigh: 'Maya\ud800',
  loneHighFirst: '\ud800Maya',
  loneLow: 'Ma\udc00ya',
  reversedPair: '\udc00\ud83d',
  highThenHigh: '\ud83d\ud83d\ude00x\ud83d',
};
const storable = {
  empty: '',
  plain: 'Maya Okafor',
  accents: 'Émilie Tremblay, Straße',
  emoji: 'Trail day 🥾🏔️',
  pairAlone: '\ud83d\ude00',
  flag: '🇨🇦',
  controlButNotNul: 'tab\there',
};

describe('text(): the one string schema', () => {
  it.each(Object.entries(unstorable))('refuses %s, saying why', (_name, value) => {
    expect(isStorableText(value)).toBe(false);
    const parsed = text().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ code: 'custom', path: [], message: UNSTORABLE_TEXT })]);
    expect(UNSTORABLE_TEXT).toMatch(/NUL.*surrogate/);
  });

  it.each(Object.entries(storable))('keeps %s as it is (whole surrogate pairs included)', (_name, value) => {
    expect(isStorableText(value)).toBe(true);
    expect(text().parse(value)).toBe(value);
  });

  it('refuses a bad character anywhere in a long string', () => {
    const long = 'a'.repeat(1_000_000);
    expect(text().safeParse(`${long}\u0000`).success).toBe(false);
    expect(text().safeParse(`${long}\ud800${long}`).success).toBe(false);
    expect(text().safeParse(`\udfff${long}`).success).toBe(false);
    expect(text().safeParse(`${long}🥾`).success).toBe(true);
  });

  it('checks first, so the issue a 400 names is this one, and chains like z.string()', () => {
    const name = text().trim().min(2).max(5);
    const parsed = name.safeParse(' \u0000 ');
    expect(parsed.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('abcdef').success).toBe(false);
    expect(text().safeParse(42).error?.issues[0]?.code).toBe('invalid_type');
    expect(text()).toBeInstanceOf(z.ZodString);
  });

  it("takes a message of its own: the shopper's forms give a message key", () => {
    expect(text('form.textInvalid').safeParse('\u0000').error?.issues[0]?.message).toBe('form.textInvalid');
    const address = {
      firstName: 'Maya',
      lastName: 'Okafor',
      addressLine1: '1420 Larimer St',
      city: 'Den\ud800ver',
      province: 'CO',
      postalCode: '80202',
      country: 'US',
      phone: '3035550142',
    };
    expect(addressInputSchema.safeParse(address).error?.issues[0]).toMatchObject({ path: ['city'], message: 'form.textInvalid' });
    expect(emailSchema.safeParse('maya\u0000@example.com').error?.issues[0]?.message).toBe('form.textInvalid');
  });

  it('guards record keys too, naming the key', () => {
    const record = z.record(text(), z.number());
    const parsed = record.safeParse({ ok: 1, 'bad\u0000key': 2 });
    expect(parsed.error?.issues[0]).toMatchObject({ code: 'invalid_key', path: ['bad\u0000key'] });
    expect(record.parse({ '🥾': 1 })).toEqual({ '🥾': 1 });
  });

  it('is what the block schemas and the saved document data use', () => {
    const block = blockSchemas.ctaButtons.safeParse({ id: 'b1', type: 'ctaButtons', title: 'Sale\u0000', targets: [{ url: '/en-us', text: 'Go' }] });
    expect(block.error?.issues[0]).toMatchObject({ path: ['title'], message: UNSTORABLE_TEXT });
    const data = documentDataSchema.safeParse({ sections: [{ name: 'main', items: [{ id: 'b1', type: 'hero', title: 'x\udc00' }] }] });
    expect(data.error?.issues[0]).toMatchObject({ path: ['sections', 0, 'items', 0, 'title'], message: UNSTORABLE_TEXT });
    expect(documentDataSchema.safeParse({ ['k\u0000']: 1 }).success).toBe(false);
    expect(documentDataSchema.safeParse({ title: '🥾 trail' }).success).toBe(true);
  });
});
