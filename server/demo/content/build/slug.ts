/** German writes umlauts out in URLs (für → fuer); other languages drop their accents (randonnée → randonnee). */
const GERMAN: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A URL slug in the page's language: lower case, ASCII, words joined by hyphens. */
export function slugify(text: string, language: string): string {
  const lower = text.toLowerCase();
  const spelled = language === 'de' ? lower.replace(/[äöüß]/g, (c) => GERMAN[c] ?? c) : lower;
  return spelled
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
