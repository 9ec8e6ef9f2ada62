import { useWords } from '../shared/use-words';

/** The pop-up's own words per site language; titles and copy come from content. */
const en = {
  close: (title: string) => `Close: ${title}`,
  minimize: 'Hide for now',
  expand: (title: string) => `Open: ${title}`,
};
type PopupLabels = typeof en;
const fr: PopupLabels = { close: (title) => `Fermer : ${title}`, minimize: 'Masquer pour l’instant', expand: (title) => `Ouvrir : ${title}` };
const de: PopupLabels = { close: (title) => `Schließen: ${title}`, minimize: 'Vorerst ausblenden', expand: (title) => `Öffnen: ${title}` };
const byLanguage = { en, fr, de };

export function usePopupLabels(): PopupLabels {
  return useWords(byLanguage);
}
