import { useWords } from '../shared/use-words';

/** Interface words of the gallery (the photos' captions are the shoppers' own, in their own language). */
const en = {
  gallery: 'Photos from our community',
  loading: 'Loading photos…',
  showing: (n: number) => (n === 1 ? 'Showing 1 photo' : `Showing ${n} photos`),
  empty: 'No photos here yet.',
  showMore: 'Show more photos',
  moreFailed: 'More photos could not be loaded. Please try again.',
  openPhoto: (author: string, alt: string) => `Photo by @${author}: ${alt}`,
  /** Heads the photo dialog, before the author's handle. */
  photoBy: 'Photo by',
  postedOn: (network: string, date: string) => `${network} · ${date}`,
  networks: { instagram: 'Instagram', tiktok: 'TikTok', x: 'X', facebook: 'Facebook', upload: 'Shared with us' },
  shopTheLook: 'Shop the look',
  loadingProducts: 'Loading products…',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (n: number, total: number) => `${n} of ${total}`,
  close: 'Close',
};
export type GalleryWords = typeof en;

const fr: GalleryWords = {
  gallery: 'Les photos de notre communauté',
  loading: 'Chargement des photos…',
  showing: (n) => (n === 1 ? '1 photo affichée' : `${n} photos affichées`),
  empty: 'Aucune photo pour le moment.',
  showMore: 'Plus de photos',
  moreFailed: 'Impossible de charger plus de photos. Veuillez réessayer.',
  openPhoto: (author, alt) => `Photo de @${author} : ${alt}`,
  photoBy: 'Photo de',
  postedOn: (network, date) => `${network} · ${date}`,
  networks: { instagram: 'Instagram', tiktok: 'TikTok', x: 'X', facebook: 'Facebook', upload: 'Partagée avec nous' },
  shopTheLook: 'Adoptez le look',
  loadingProducts: 'Chargement des produits…',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  position: (n, total) => `${n} sur ${total}`,
  close: 'Fermer',
};

const de: GalleryWords = {
  gallery: 'Fotos aus unserer Community',
  loading: 'Fotos werden geladen …',
  showing: (n) => (n === 1 ? '1 Foto' : `${n} Fotos`),
  empty: 'Hier gibt es noch keine Fotos.',
  showMore: 'Mehr Fotos',
  moreFailed: 'Weitere Fotos konnten nicht geladen werden. Bitte versuche es erneut.',
  openPhoto: (author, alt) => `Foto von @${author}: ${alt}`,
  photoBy: 'Foto von',
  postedOn: (network, date) => `${network} · ${date}`,
  networks: { instagram: 'Instagram', tiktok: 'TikTok', x: 'X', facebook: 'Facebook', upload: 'Mit uns geteilt' },
  shopTheLook: 'Den Look shoppen',
  loadingProducts: 'Produkte werden geladen …',
  previous: 'Vorheriges Foto',
  next: 'Nächstes Foto',
  position: (n, total) => `${n} von ${total}`,
  close: 'Schließen',
};

const byLanguage = { en, fr, de };

/** The gallery's words in the site's language (English when it has none). */
export function useGalleryWords(): GalleryWords {
  return useWords(byLanguage);
}
