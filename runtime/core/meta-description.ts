/**
 * A page's meta description: search engines show about 160 characters of it in their results and cut the rest, so
 * the store keeps each page's within that (the editor warns past it).
 */
export const META_DESCRIPTION_MAX = 160;

const ELLIPSIS = '…';

/** The sentences of a text, each with its closing punctuation ("A boot. Waterproof." → two). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Text that fits `max` characters: as it is when it does, else cut at the last space that leaves room for an
 * ellipsis (never inside a word), with the punctuation that would end it trimmed before the "…".
 */
export function cutAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  const room = whole.slice(0, max - ELLIPSIS.length + 1);
  const space = room.search(/\s\S*$/u);
  const kept = (space > 0 ? room.slice(0, space) : room.slice(0, max - ELLIPSIS.length)).replace(/[\s,;:.\u202f–—-]+$/u, '');
  return `${kept}${ELLIPSIS}`;
}

/**
 * The richest of a description's candidates that fits `max`. Each candidate is a list of sentences, richest first:
 * its trailing sentences are dropped, down to its first `atLeast`, before the next candidate is tried. When none fits,
 * the last candidate's first `atLeast` sentences are cut at a word.
 */
export function fitSentences(candidates: readonly (readonly string[])[], atLeast = 1, max = META_DESCRIPTION_MAX): string {
  for (const sentences of candidates) {
    for (let count = sentences.length; count >= Math.min(atLeast, sentences.length); count -= 1) {
      const text = sentences.slice(0, count).join(' ');
      if (text !== '' && text.length <= max) return text;
    }
  }
  return cutAtWord((candidates[candidates.length - 1] ?? []).slice(0, atLeast).join(' '), max);
}
