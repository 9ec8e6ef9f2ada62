// @vitest-environment node
/**
 * The catalogue check (issue 10 §2): every locale has every message of the reference catalogue (en-US) after
 * its `@extends` chain, no message the reference lacks, and the same ICU arguments in each message.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, compileMessage, EXTENDS_KEY, messageArguments, resolveCatalogue } from '../../../messages/compile';
import { readCatalogue } from '../../../messages/vite-plugin';
import { allSites, messageLocales } from '../../../runtime/core';

const REFERENCE = 'en-US';
const files = readdirSync(new URL('../../../messages/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const reference = resolveCatalogue(REFERENCE, readCatalogue);

describe('message catalogues', () => {
  it('has one catalogue per site locale, each loadable at run time', () => {
    const tags = allSites().map((site) => site.locale.tag);
    expect([...files].sort()).toEqual([...new Set(tags)].sort());
    expect([...messageLocales].sort()).toEqual([...files].sort());
  });

  it('states inheritance in the catalogue itself: only en-CA, en-GB and fr-CA extend another locale', () => {
    const extending = Object.fromEntries(files.flatMap((tag) => (readCatalogue(tag)[EXTENDS_KEY] ? [[tag, readCatalogue(tag)[EXTENDS_KEY]]] : [])));
    expect(extending).toEqual({ 'en-CA': 'en-US', 'en-GB': 'en-US', 'fr-CA': 'fr-FR' });
  });

  it.each(files)('%s has every message of en-US, and no other', (tag) => {
    const messages = resolveCatalogue(tag, readCatalogue);
    expect(Object.keys(reference).filter((key) => !(key in messages))).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in reference))).toEqual([]);
  });

  it.each(files)('%s uses the same arguments as en-US in each message', (tag) => {
    const messages = resolveCatalogue(tag, readCatalogue);
    const differing = Object.keys(reference).filter(
      (key) => key in messages && messageArguments(messages[key] ?? '').join() !== messageArguments(reference[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(files)('%s compiles', (tag) => {
    expect(() => compileCatalogue(resolveCatalogue(tag, readCatalogue))).not.toThrow();
  });

  it('fails on what the check exists for: a missing key and a renamed argument', () => {
    const read = (tag: string): Record<string, string> => (tag === 'xx-XX' ? { [EXTENDS_KEY]: 'yy-YY', a: 'A {n}' } : { a: 'A {n}', b: 'B' });
    expect(Object.keys(resolveCatalogue('xx-XX', read))).toEqual(['a', 'b']);
    expect(messageArguments('{count, plural, one {# photo} other {{what} #}}')).toEqual(['count', 'what']);
    expect(() => resolveCatalogue('xx-XX', (tag) => ({ [EXTENDS_KEY]: tag === 'xx-XX' ? 'yy-YY' : 'xx-XX' }))).toThrow(/loop/);
  });

  it('compiles plain text to a string and arguments to a function, and refuses what the runtime cannot format', () => {
    expect(compileMessage('k', 'Cart')).toBe('"Cart"');
    expect(compileMessage('k', 'Go to slide {n, number}')).toMatch(/^\(a,f\)=>/);
    expect(() => compileMessage('k', 'On {d, date, short}')).toThrow(/only text/);
  });
});
