import { describe, expect, it } from 'vitest';
import { transformedImageSrcSet } from '../../../block-registry/shared/image-url';

describe('transformedImageSrcSet', () => {
  it('offers an own image at the fixed widths below its doubled width, and that width, the height in proportion', () => {
    expect(transformedImageSrcSet({ url: '/images/rl-dawn-ridge.svg?w=960&h=540', alt: '', width: 960, height: 540 }, 'webp')).toBe(
      [
        '/images/rl-dawn-ridge.webp?w=400&h=225&q=50&sharpen=60 400w',
        '/images/rl-dawn-ridge.webp?w=640&h=360&q=50&sharpen=60 640w',
        '/images/rl-dawn-ridge.webp?w=960&h=540&q=50&sharpen=60 960w',
        '/images/rl-dawn-ridge.webp?w=1280&h=720&q=50&sharpen=60 1280w',
        '/images/rl-dawn-ridge.webp?w=1920&h=1080&q=50&sharpen=60 1920w',
      ].join(', '),
    );
  });

  it("keeps the content URL's own quality and sharpen", () => {
    expect(transformedImageSrcSet({ url: '/images/a.svg?q=80&sharpen=0', alt: '', width: 200, height: 100 }, 'jpg')).toBe(
      '/images/a.jpg?w=400&h=200&q=80&sharpen=0 400w',
    );
  });

  it("has none for another site's image or an image of unknown width", () => {
    expect(transformedImageSrcSet({ url: 'https://cdn.example.com/a.jpg', alt: '', width: 800, height: 600 }, 'webp')).toBeUndefined();
    expect(transformedImageSrcSet({ url: '/images/a.svg', alt: '' }, 'webp')).toBeUndefined();
  });
});
