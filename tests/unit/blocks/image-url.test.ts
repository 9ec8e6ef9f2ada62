import { describe, expect, it } from 'vitest';
import { IMAGE_QUALITY, IMAGE_SHARPEN, isTransformable, transformedImageUrl } from '../../../block-registry/shared/image-url';

describe('transformedImageUrl', () => {
  it('doubles the natural box, at the spec defaults quality 50 and sharpen 60', () => {
    expect([IMAGE_QUALITY, IMAGE_SHARPEN]).toEqual([50, 60]);
    const image = { url: '/images/rl-dawn.svg?w=800&h=1000', alt: '', width: 800, height: 1000 };
    expect(transformedImageUrl(image, 'webp')).toBe('/images/rl-dawn.webp?w=1600&h=2000&q=50&sharpen=60');
    expect(transformedImageUrl(image, 'jpg')).toBe('/images/rl-dawn.jpg?w=1600&h=2000&q=50&sharpen=60');
  });

  it('reads the box from the URL when the image has no width or height, snapped up to the ladder', () => {
    expect(transformedImageUrl({ url: '/images/card.svg?w=300', alt: '' }, 'webp')).toBe('/images/card.webp?w=640&q=50&sharpen=60');
    expect(transformedImageUrl({ url: '/images/card.svg', alt: '' }, 'jpg')).toBe('/images/card.jpg?q=50&sharpen=60');
  });

  it('keeps a per-image quality and sharpen given in the content URL', () => {
    const image = { url: '/images/card.svg?w=300&h=200&q=80&sharpen=0', alt: '', width: 300, height: 200 };
    expect(transformedImageUrl(image, 'webp')).toBe('/images/card.webp?w=640&h=427&q=80&sharpen=0');
  });

  it('ignores out-of-range overrides and shrinks a doubled box the server would refuse, keeping its aspect', () => {
    const image = { url: '/images/wide.svg?q=0&sharpen=500', alt: '', width: 3000, height: 1500 };
    expect(transformedImageUrl(image, 'webp')).toBe('/images/wide.webp?w=4000&h=2000&q=50&sharpen=60');
  });

  it('passes other URLs through unchanged', () => {
    for (const url of ['https://cdn.example.com/a.jpg', '/logo.svg', '/images/../x.svg', '/images/a.gif']) {
      const image = { url, alt: '' };
      expect(isTransformable(image)).toBe(false);
      expect(transformedImageUrl(image, 'webp')).toBe(url);
    }
  });
});
