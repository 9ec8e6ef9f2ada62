import { useWords } from '../shared/use-words';

/** The interface words of the secondary navigation, by the site's language (content gives the links). */
export interface SecondaryNavWords {
  readonly navigation: string;
  readonly toggle: string;
}

const words: Readonly<Record<'en' | 'fr' | 'de', SecondaryNavWords>> = {
  en: { navigation: 'Section navigation', toggle: 'In this section' },
  fr: { navigation: 'Navigation de la section', toggle: 'Dans cette section' },
  de: { navigation: 'Bereichsnavigation', toggle: 'In diesem Bereich' },
};

export function useSecondaryNavWords(): SecondaryNavWords {
  return useWords(words);
}
