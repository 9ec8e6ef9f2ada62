import { describe, expect, it } from 'vitest';
import { loadedMessages, loadMessages } from '../../../runtime/core';

// Intl separates some parts with no-break spaces; the expectations write them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('compiled messages', () => {
  it('counts with Intl.PluralRules: no "1 articles" in English, 0 is singular in French', async () => {
    const en = await loadMessages('en-US');
    expect(en('articles.showing', { shown: 1, total: 1 })).toBe('Showing 1 of 1 article');
    expect(en('articles.showing', { shown: 12, total: 1200 })).toBe('Showing 12 of 1,200 articles');
    expect(en('gallery.showing', { count: 0 })).toBe('Showing 0 photos');
    const fr = await loadMessages('fr-FR');
    expect(fr('gallery.showing', { count: 0 })).toBe('0 photo affichée');
    expect(fr('gallery.showing', { count: 1 })).toBe('1 photo affichée');
    expect(fr('gallery.showing', { count: 2 })).toBe('2 photos affichées');
    expect(plain(fr('articles.showing', { shown: 12, total: 1200 }))).toBe('12 articles affichés sur 1 200');
    const de = await loadMessages('de-DE');
    expect(de('articles.showing', { shown: 1, total: 1 })).toBe('1 von 1 Artikel');
    expect(de('articles.showing', { shown: 12, total: 40 })).toBe('12 von 40 Artikeln');
  });

  it('gives each locale its own words, through its fallback chain', async () => {
    expect((await loadMessages('en-US'))('shell.favorites')).toBe('Favorites');
    expect((await loadMessages('en-GB'))('shell.favorites')).toBe('Favourites');
    expect((await loadMessages('en-CA'))('shell.favorites')).toBe('Favourites');
    expect((await loadMessages('en-CA'))('shell.cart')).toBe('Cart');
    expect((await loadMessages('fr-CA'))('popup.close', { title: 'Soldes' })).toBe('Fermer\u202f: Soldes');
    expect((await loadMessages('de-DE'))('shell.errorText')).toBe('Bitte versuche es gleich noch einmal.');
  });

  it('answers synchronously once loaded, and shares one load per locale', async () => {
    const first = loadMessages('fr-CA');
    expect(loadMessages('fr-CA')).toBe(first);
    await first;
    expect(loadedMessages('fr-CA')).toBe(await first);
    // A tag without a catalogue of its own reads the reference locale's words.
    expect((await loadMessages('en-AU'))('shell.cart')).toBe('Cart');
  });
});
