import { fitSentences, sentencesOf } from '../../runtime/core';

/** What a product page's meta description is made of: the product's name, the shop's description and its colours. */
export interface ProductFacts {
  readonly name: string;
  readonly description: string;
  readonly colours: readonly { readonly name: string }[];
}

/** How each language names the colours a product comes in, after its name. */
const inColours: Readonly<Record<string, (name: string, colours: string) => string>> = {
  en: (name, colours) => `${name} in ${colours}.`,
  fr: (name, colours) => `${name}, coloris ${colours}.`,
  de: (name, colours) => `${name} in ${colours}.`,
};

/** French colour names are common nouns: lower case inside a sentence ("coloris bleu glacier ou sable"). */
const colourName = (name: string, language: string) => (language === 'fr' ? `${name.charAt(0).toLocaleLowerCase('fr')}${name.slice(1)}` : name);

/**
 * A product page's meta description, its own among the store's pages though products of a kind share the shop's
 * description: the product's name and colours, then as much of the description as fits in 160 characters, whole
 * sentences only. When the colours leave no room for a sentence they go; a first sentence still too long is cut at
 * a word.
 */
export function productMetaDescription(product: ProductFacts, tag: string): string {
  const language = tag.slice(0, 2);
  const name = product.name.trim();
  const sentences = sentencesOf(product.description);
  const names = product.colours.map((c) => colourName(c.name, language));
  const lead =
    names.length > 0 ? (inColours[language] ?? inColours.en!)(name, new Intl.ListFormat(tag, { type: 'disjunction' }).format(names)) : undefined;
  const plain = /[.!?]$/u.test(name) ? name : `${name}.`;
  return fitSentences([...(lead ? [[lead, ...sentences]] : []), [plain, ...sentences]], Math.min(2, sentences.length + 1));
}
