// @vitest-environment node
/**
 * French typography in the catalogues: a narrow no-break space (U+202F) before `:`, `;`, `!` and `?`, and inside
 * guillemets (« … »), in every French message as the app resolves it (fr-FR, and fr-CA over fr-FR). fr-CA says
 * "courriel" where fr-FR says e-mail. Components do not join a translated label and punctuation themselves: the
 * punctuation belongs to the catalogue, where each language writes it its own way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { resolveCatalogue } from '../../../messages/compile';
import { readCatalogue } from '../../../messages/vite-plugin';
import { editorLocales } from '../../../runtime/core';

const NNBSP = '\u202f';
const FRENCH = ['fr-FR', 'fr-CA'] as const;
/** A colon that ends a URL scheme named in the text ("mailto:", "tel:", "http:") is not punctuation. */
const SCHEME = /\b(?:mailto|tel|https?)$/;

/** The typography problems of one message: each a short excerpt around the offending character. */
function typographyProblems(message: string): string[] {
  const problems: string[] = [];
  const walk = (parts: readonly MessageFormatElement[]) => {
    parts.forEach((part, index) => {
      if (part.type === TYPE.plural || part.type === TYPE.select) for (const option of Object.values(part.options)) walk(option.value);
      if (part.type !== TYPE.literal) return;
      const text = part.value;
      // Before the literal's first character stands an argument (or nothing, at the start of the message).
      const before = (i: number) => (i > 0 ? text[i - 1] : index > 0 ? '{…}' : '^');
      const after = (i: number) => (i < text.length - 1 ? text[i + 1] : index < parts.length - 1 ? '{…}' : '$');
      const at = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 12), i + 12));
      for (let i = 0; i < text.length; i += 1) {
        const c = text[i];
        if (c === ':' && SCHEME.test(text.slice(0, i))) continue;
        if ((c === ':' || c === ';' || c === '!' || c === '?' || c === '»') && before(i) !== NNBSP)
          problems.push(`no U+202F before ${c} in ${at(i)}`);
        if (c === '«' && after(i) !== NNBSP) problems.push(`no U+202F after « in ${at(i)}`);
      }
    });
  };
  walk(parse(message, { ignoreTag: true }));
  return problems;
}

/** A message's own words, without its ICU syntax and argument names (`{email}` is not the word e-mail). */
function words(message: string): string {
  const walk = (parts: readonly MessageFormatElement[]): string =>
    parts
      .map((part) =>
        part.type === TYPE.literal
          ? part.value
          : part.type === TYPE.plural || part.type === TYPE.select
            ? Object.values(part.options)
                .map((option) => walk(option.value))
                .join(' ')
            : ' ',
      )
      .join('');
  return walk(parse(message, { ignoreTag: true }));
}

const catalogues = Object.fromEntries(FRENCH.map((tag) => [tag, resolveCatalogue(tag, readCatalogue)])) as Record<
  (typeof FRENCH)[number],
  Record<string, string>
>;

describe('French typography', () => {
  it.each(FRENCH)('%s puts U+202F before : ; ! ? and inside « » in every message', (tag) => {
    const problems = Object.entries(catalogues[tag]).flatMap(([key, message]) => typographyProblems(message).map((problem) => `${key}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('finds what it exists for, and leaves URL schemes and ICU syntax alone', () => {
    expect(typographyProblems('Coloris: {name}')).toHaveLength(1);
    expect(typographyProblems('Coloris : {name}')).toHaveLength(1);
    expect(typographyProblems(`Coloris${NNBSP}: {name}`)).toEqual([]);
    expect(typographyProblems('{title}: suite')).toHaveLength(1);
    expect(typographyProblems(`{title}${NNBSP}; suite`)).toEqual([]);
    expect(typographyProblems('Vraiment ?')).toHaveLength(1);
    expect(typographyProblems('« Retirer »')).toHaveLength(2);
    expect(typographyProblems('«{q}»')).toHaveLength(2);
    expect(typographyProblems(`«${NNBSP}{q}${NNBSP}»${NNBSP}?`)).toEqual([]);
    expect(typographyProblems('{count, plural, one {# bloc} other {# blocs : voir}}')).toHaveLength(1);
    expect(typographyProblems('Une adresse http(s), mailto: ou tel:.')).toEqual([]);
  });
});

describe('Canadian French', () => {
  // The editor speaks fr-FR only (runtime/core messages.ts), so its words never show in fr-CA.
  it('is not an editor language: the editor keys are out of its scope', () => {
    expect(editorLocales).not.toContain('fr-CA');
  });

  it('says "courriel" wherever fr-FR says e-mail', () => {
    const shown = Object.keys(catalogues['fr-FR']).filter((key) => !key.startsWith('editor.'));
    const email = /\be-?mail\b/i;
    const fr = (key: string) => words(catalogues['fr-FR'][key] ?? '');
    const ca = (key: string) => words(catalogues['fr-CA'][key] ?? '');
    const saysEmail = shown.filter((key) => email.test(fr(key)));
    expect(saysEmail.length).toBeGreaterThan(0);
    const differing = saysEmail.filter((key) => email.test(ca(key)) || !/courriel/i.test(ca(key)));
    expect(differing).toEqual([]);
    expect(shown.filter((key) => email.test(ca(key)))).toEqual([]);
  });

  it('says free shipping with one word in each French catalogue', () => {
    const free = ['cart.shippingFree', 'checkout.free', 'mail.order.free'];
    expect(new Set(free.map((key) => catalogues['fr-FR'][key]))).toEqual(new Set(['Offerte']));
    expect(new Set(free.map((key) => catalogues['fr-CA'][key]))).toEqual(new Set(['Gratuite']));
    for (const [tag, word] of [
      ['fr-FR', /offerte/i],
      ['fr-CA', /gratuite/i],
    ] as const) {
      for (const key of ['cart.freeShippingProgress', 'cart.freeShippingReached', 'checkout.freeOver']) expect(catalogues[tag][key]).toMatch(word);
    }
  });
});

describe('punctuation in component code', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
  /** `{t('key')}: …` in JSX, `${t('key')}: …` in a template, and a JSX line starting with the punctuation before markup. */
  const joined = [/\bt\((['"])[\w.-]+\1(?:,[^)]*)?\)\}\s*[:;!?]/, /^\s*[:;!?] <[a-z]/m];

  it('joins no translated label and a colon in storefront/, block-registry/, editor/ or the order mail', () => {
    const files = [...sources('storefront'), ...sources('block-registry'), ...sources('editor'), 'server/commerce/orders/order-mail.ts'];
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => joined.some((pattern) => pattern.test(readFileSync(join(root, file), 'utf8'))))
      .map((file) => relative(root, join(root, file)));
    expect(found).toEqual([]);
  });

  it('recognises the patterns it looks for', () => {
    expect(joined[0]?.test("{t('product.colour')}: <strong>")).toBe(true);
    expect(joined[0]?.test("`${t('mail.order.view')}: ${link}`")).toBe(true);
    expect(joined[1]?.test('\n                  : <strong>{size.label}</strong>')).toBe(true);
    expect(joined.some((pattern) => pattern.test("{t('product.colourLabel')} <strong>"))).toBe(false);
  });
});
