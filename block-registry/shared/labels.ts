import { useWords } from './use-words';

/** Interface words the blocks print themselves (content supplies everything else). */
const en = {
  previous: 'Previous',
  next: 'Next',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  carousel: 'Carousel',
  slide: 'slide',
  pause: 'Pause automatic rotation',
  play: 'Resume automatic rotation',
  promotions: 'Promotions',
  previousMessage: 'Previous message',
  nextMessage: 'Next message',
  closePromotions: 'Close promotions',
  menu: 'Menu',
  mainMenu: 'Main menu',
  closeMenu: 'Close menu',
  shopAll: (title: string) => `Shop all ${title}`,
  socialLink: (network: string) => `Follow us on ${network}`,
  chooseLocation: 'Choose your location',
  opensInNewTab: '(opens in a new tab)',
};
export type Labels = typeof en;

const fr: Labels = {
  previous: 'Précédent',
  next: 'Suivant',
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  goToSlide: (n) => `Aller à la diapositive ${n}`,
  slideOf: (n, total) => `${n} sur ${total}`,
  carousel: 'Carrousel',
  slide: 'diapositive',
  pause: 'Suspendre la rotation automatique',
  play: 'Reprendre la rotation automatique',
  promotions: 'Promotions',
  previousMessage: 'Message précédent',
  nextMessage: 'Message suivant',
  closePromotions: 'Fermer les promotions',
  menu: 'Menu',
  mainMenu: 'Menu principal',
  closeMenu: 'Fermer le menu',
  shopAll: (title) => `Tout voir : ${title}`,
  socialLink: (network) => `Suivez-nous sur ${network}`,
  chooseLocation: 'Choisissez votre pays',
  opensInNewTab: '(nouvel onglet)',
};

const de: Labels = {
  previous: 'Zurück',
  next: 'Weiter',
  previousSlide: 'Vorherige Folie',
  nextSlide: 'Nächste Folie',
  goToSlide: (n) => `Zu Folie ${n}`,
  slideOf: (n, total) => `${n} von ${total}`,
  carousel: 'Karussell',
  slide: 'Folie',
  pause: 'Automatischen Wechsel anhalten',
  play: 'Automatischen Wechsel fortsetzen',
  promotions: 'Aktionen',
  previousMessage: 'Vorherige Nachricht',
  nextMessage: 'Nächste Nachricht',
  closePromotions: 'Aktionen schließen',
  menu: 'Menü',
  mainMenu: 'Hauptmenü',
  closeMenu: 'Menü schließen',
  shopAll: (title) => `Alles aus ${title}`,
  socialLink: (network) => `Folge uns auf ${network}`,
  chooseLocation: 'Land wählen',
  opensInNewTab: '(öffnet in neuem Tab)',
};

const byLanguage = { en, fr, de };

/** The interface words in the site's language (English when the language has none). */
export function useLabels(): Labels {
  return useWords(byLanguage);
}
