import { useWords } from '../shared/use-words';

/** Interface words of the article blocks (content supplies titles and tags). */
const en = {
  filterByTag: 'Filter articles by tag',
  clearAll: 'Clear all',
  seeMore: 'See more tags',
  seeLess: 'See fewer tags',
  readMore: 'Read more',
  loading: 'Loading articles…',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} articles`,
  none: 'No articles match these tags yet.',
  failed: 'Articles could not be loaded. Please try again.',
  tryAgain: 'Try again',
  related: 'Related articles',
  tags: 'Tags',
  published: 'Published',
};
export type ArticleLabels = typeof en;

const fr: ArticleLabels = {
  filterByTag: 'Filtrer les articles par thème',
  clearAll: 'Tout effacer',
  seeMore: 'Plus de thèmes',
  seeLess: 'Moins de thèmes',
  readMore: 'Lire la suite',
  loading: 'Chargement des articles…',
  showing: (shown, total) => `${shown} articles affichés sur ${total}`,
  none: 'Aucun article ne correspond à ces thèmes pour le moment.',
  failed: 'Impossible de charger les articles. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  related: 'Articles associés',
  tags: 'Thèmes',
  published: 'Publié le',
};

const de: ArticleLabels = {
  filterByTag: 'Artikel nach Thema filtern',
  clearAll: 'Alle löschen',
  seeMore: 'Mehr Themen',
  seeLess: 'Weniger Themen',
  readMore: 'Mehr lesen',
  loading: 'Artikel werden geladen …',
  showing: (shown, total) => `${shown} von ${total} Artikeln`,
  none: 'Zu diesen Themen gibt es noch keine Artikel.',
  failed: 'Die Artikel konnten nicht geladen werden. Bitte versuche es erneut.',
  tryAgain: 'Erneut versuchen',
  related: 'Ähnliche Artikel',
  tags: 'Themen',
  published: 'Veröffentlicht am',
};

const byLanguage = { en, fr, de };

/** The article blocks' words in the site's language (English when it has none). */
export function useArticleLabels(): ArticleLabels {
  return useWords(byLanguage);
}
