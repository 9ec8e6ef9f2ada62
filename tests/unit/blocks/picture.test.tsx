import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../../block-registry/shared/Picture';

const own = (id: string, width: number, height: number) => ({ url: `/images/${id}.svg?w=${width}&h=${height}`, alt: `The ${id}`, width, height });

describe('Picture', () => {
  it("requests Tessera's own images doubled (snapped up to the ladder) as webp with a jpeg fallback, keeping the natural box for layout", () => {
    const { container } = render(<Picture media={{ sm: own('portrait', 750, 1000), lg: own('pano', 1200, 550) }} />);
    const sources = [...container.querySelectorAll('source')].map((s) => [s.media, s.type, s.getAttribute('srcset'), s.getAttribute('width')]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', 'image/webp', '/images/pano.webp?w=2560&h=1173&q=50&sharpen=60', '1200'],
      ['(min-width: 1024px)', 'image/jpeg', '/images/pano.jpg?w=2560&h=1173&q=50&sharpen=60', '1200'],
      ['', 'image/webp', '/images/portrait.webp?w=1600&h=2133&q=50&sharpen=60', '750'],
    ]);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/portrait.jpg?w=1600&h=2133&q=50&sharpen=60');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('alt', 'The portrait');
  });

  it('passes other URLs through as they are', () => {
    const { container } = render(<Picture media={{ sm: { url: 'https://cdn.example.com/a.jpg', alt: 'A', width: 10, height: 10 } }} />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
  });
});
