/** Tessera's own generated images (`/images/{id}.svg`), which draw at any requested size. */
const ownImage = /^\/images\/[A-Za-z0-9][A-Za-z0-9_-]{0,119}\.svg$/;

interface Photo {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A photo's URL for a box `width` pixels wide: Tessera's own images are asked for at that size (square when
 * `square`, else at the photo's own aspect); any other host's URL is used as it is and the browser scales it.
 */
export function photoUrl(photo: Photo, width: number, square = false): string {
  if (!ownImage.test(photo.url)) return photo.url;
  const height = square ? width : Math.round((width * photo.height) / photo.width);
  return `${photo.url}?w=${width}&h=${height}`;
}
