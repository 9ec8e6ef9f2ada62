/** What a picture's description adds for its view, per language ("…, close-up"). */
export const viewWords: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  main: { en: '', fr: '', de: '' },
  back: { en: ', other side', fr: ', autre côté', de: ', andere Seite' },
  detail: { en: ', close-up', fr: ', gros plan', de: ', Nahaufnahme' },
  outdoors: { en: ', outdoors', fr: ', en extérieur', de: ', draußen' },
};

/** What a product that comes in one size calls its size. */
export const oneSize: Readonly<Record<string, string>> = { en: 'One size', fr: 'Taille unique', de: 'Einheitsgröße' };
