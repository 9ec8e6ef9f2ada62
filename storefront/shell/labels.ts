/** The shell's own words, per language of the sites (content supplies everything else). */
export interface ShellLabels {
  readonly skipToContent: string;
  readonly home: (brand: string) => string;
  readonly mainNavigation: string;
  readonly search: string;
  readonly favorites: string;
  readonly account: string;
  readonly cart: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly errorTitle: string;
  readonly errorText: string;
}

const en: ShellLabels = {
  skipToContent: 'Skip to content',
  home: (brand) => `${brand} home`,
  mainNavigation: 'Main',
  search: 'Search',
  favorites: 'Favorites',
  account: 'Account',
  cart: 'Cart',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page is not available.',
  errorTitle: 'Something went wrong',
  errorText: 'Please try again in a moment.',
};

const fr: ShellLabels = {
  skipToContent: 'Aller au contenu',
  home: (brand) => `Accueil ${brand}`,
  mainNavigation: 'Principale',
  search: 'Rechercher',
  favorites: 'Favoris',
  account: 'Compte',
  cart: 'Panier',
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette page n'est pas disponible.",
  errorTitle: 'Une erreur est survenue',
  errorText: 'Veuillez réessayer dans un instant.',
};

const de: ShellLabels = {
  skipToContent: 'Zum Inhalt springen',
  home: (brand) => `${brand} Startseite`,
  mainNavigation: 'Hauptnavigation',
  search: 'Suche',
  favorites: 'Favoriten',
  account: 'Konto',
  cart: 'Warenkorb',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite ist nicht verfügbar.',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText: 'Bitte versuchen Sie es gleich noch einmal.',
};

const byLanguage: Readonly<Record<string, ShellLabels>> = { en, fr, de };

export const shellLabels = (language: string): ShellLabels => byLanguage[language] ?? en;
