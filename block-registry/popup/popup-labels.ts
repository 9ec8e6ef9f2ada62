import { useWords } from '../shared/use-words';

/** The pop-up's own words per site language; titles and copy come from content. */
const en = {
  close: (title: string) => `Close: ${title}`,
  minimize: 'Hide for now',
  expand: (title: string) => `Open: ${title}`,
  opened: (title: string) => `Opened in the corner: ${title}`,
};
type PopupLabels = typeof en;
const fr: PopupLabels = {
  close: (title) => `Fermer : ${title}`,
  minimize: 'Masquer pour l’instant',
  expand: (title) => `Ouvrir : ${title}`,
  opened: (title) => `Ouvert dans le coin : ${title}`,
};
const de: PopupLabels = {
  close: (title) => `Schließen: ${title}`,
  minimize: 'Vorerst ausblenden',
  expand: (title) => `Öffnen: ${title}`,
  opened: (title) => `In der Ecke geöffnet: ${title}`,
};
const byLanguage = { en, fr, de };

export function usePopupLabels(): PopupLabels {
  return useWords(byLanguage);
}
