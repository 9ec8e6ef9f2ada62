import { useWords } from '../shared/use-words';

/** The player's own words (content gives the title). */
const en = {
  play: (title: string) => (title ? `Play video: ${title}` : 'Play video'),
  pause: (title: string) => (title ? `Pause video: ${title}` : 'Pause video'),
  video: 'Video',
};
type VideoLabels = typeof en;
const fr: VideoLabels = {
  play: (title) => (title ? `Lire la vidéo : ${title}` : 'Lire la vidéo'),
  pause: (title) => (title ? `Mettre la vidéo en pause : ${title}` : 'Mettre la vidéo en pause'),
  video: 'Vidéo',
};
const de: VideoLabels = {
  play: (title) => (title ? `Video abspielen: ${title}` : 'Video abspielen'),
  pause: (title) => (title ? `Video anhalten: ${title}` : 'Video anhalten'),
  video: 'Video',
};
const byLanguage = { en, fr, de };

export function useVideoLabels(): VideoLabels {
  return useWords(byLanguage);
}
