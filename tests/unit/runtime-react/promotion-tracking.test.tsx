import { fireEvent, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BlockView } from '../../../runtime/react';
import { promotionOf, usePromotionTracking } from '../../../runtime/react/use-promotion-tracking';
import { fakeComponents, observed, renderWithRuntime } from './with-runtime';

function Promo({ promotionTracking }: { readonly promotionTracking?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  usePromotionTracking(ref, { promotionTracking });
  return (
    <div ref={ref}>
      <a href="/en-us/c/women-2000">Shop women</a>
      <p>Not a link</p>
    </div>
  );
}

/** Reports the last observed element as `ratio` visible. */
function showLast(ratio: number): void {
  const entry = observed[observed.length - 1];
  if (!entry) throw new Error('nothing observed');
  const target = entry.elements[0] as Element;
  entry.callback(
    [
      {
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        rootBounds: { height: 800 },
        intersectionRect: { height: 100 * ratio },
      } as unknown as IntersectionObserverEntry,
    ],
    {} as IntersectionObserver,
  );
}

const tracking = { creativeName: 'hero-dawn', promotionId: 'RL-SPRING', promotionName: 'Spring ascent' };
let layer: unknown[];
beforeEach(() => {
  layer = [];
  Object.assign(window, { dataLayer: layer });
});

describe('usePromotionTracking', () => {
  it('sends one impression once at least half of the block is visible', () => {
    renderWithRuntime(<Promo promotionTracking={tracking} />);
    showLast(0.2);
    expect(layer).toEqual([]);
    showLast(0.5);
    showLast(1);
    expect(layer).toEqual([{ event: 'promotion_impression', ...tracking }]);
  });

  it('counts a block taller than twice the viewport once it fills half the viewport', () => {
    renderWithRuntime(<Promo promotionTracking={tracking} />);
    const entry = observed[observed.length - 1]!;
    entry.callback(
      [
        {
          target: entry.elements[0],
          isIntersecting: true,
          intersectionRatio: 0.3,
          rootBounds: { height: 800 },
          intersectionRect: { height: 400 },
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
    expect(layer).toEqual([{ event: 'promotion_impression', ...tracking }]);
  });

  it('sends a click for links inside the block only, naming the link', () => {
    renderWithRuntime(<Promo promotionTracking={tracking} />);
    fireEvent.click(screen.getByText('Not a link'));
    expect(layer).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Shop women' }));
    expect(layer).toEqual([{ event: 'promotion_click', ...tracking, linkText: 'Shop women', linkUrl: '/en-us/c/women-2000' }]);
  });

  it('does nothing for blocks without promotionTracking', () => {
    const before = observed.length;
    renderWithRuntime(<Promo />);
    fireEvent.click(screen.getByRole('link', { name: 'Shop women' }));
    expect(observed.length).toBe(before);
    expect(layer).toEqual([]);
  });

  it('tracks every block that carries promotionTracking through the block frame', () => {
    const Card = () => <a href="/en-us/c/men-1000">Shop men</a>;
    renderWithRuntime(<BlockView block={{ id: 'card', type: 'card', promotionTracking: tracking }} />, {
      components: fakeComponents({ card: Card }),
    });
    showLast(0.6);
    fireEvent.click(screen.getByRole('link', { name: 'Shop men' }));
    expect(layer).toEqual([
      { event: 'promotion_impression', ...tracking },
      { event: 'promotion_click', ...tracking, blockId: 'card', blockType: 'card', linkText: 'Shop men', linkUrl: '/en-us/c/men-1000' },
    ]);
  });

  it('names a link by its label, else by its words with the spacing of the markup folded', () => {
    const Card = () => (
      <>
        <a href="/en-us/p/summit-RL1234567" aria-label="Summit Trail GTX, new">
          <img alt="" src="/images/summit.svg" />
        </a>
        <a href="/en-us/c/sale-3000">
          {'\n  End of '}
          <strong>season</strong>
          {'\n  sale '}
        </a>
      </>
    );
    renderWithRuntime(<BlockView block={{ id: 'card', type: 'card', promotionTracking: tracking }} />, {
      components: fakeComponents({ card: Card }),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Summit Trail GTX, new' }));
    fireEvent.click(screen.getByRole('link', { name: 'End of season sale' }));
    expect(layer.map((e) => (e as { linkText: string }).linkText)).toEqual(['Summit Trail GTX, new', 'End of season sale']);
  });

  it('counts a click once, for the innermost promotion, when promotions are nested', () => {
    const Card = () => <a href="/en-us/c/men-1000">Shop men</a>;
    const outer = { creativeName: 'collection-spring', promotionId: 'RL-COLLECTION' };
    const Shelf = ({ block }: { readonly block: { readonly items: readonly { readonly id: string; readonly type: string }[] } }) => (
      <>
        {block.items.map((item) => (
          <BlockView key={item.id} block={item} />
        ))}
        <a href="/en-us/c/all-1001">Shop all</a>
      </>
    );
    const block = { id: 'shelf', type: 'shelf', promotionTracking: outer, items: [{ id: 'card', type: 'card', promotionTracking: tracking }] };
    renderWithRuntime(<BlockView block={block} />, { components: fakeComponents({ card: Card, shelf: Shelf }) });
    fireEvent.click(screen.getByRole('link', { name: 'Shop men' }));
    expect(layer).toEqual([
      { event: 'promotion_click', ...tracking, blockId: 'card', blockType: 'card', linkText: 'Shop men', linkUrl: '/en-us/c/men-1000' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Shop all' }));
    expect(layer).toHaveLength(2);
    expect(layer[1]).toEqual({
      event: 'promotion_click',
      ...outer,
      blockId: 'shelf',
      blockType: 'shelf',
      linkText: 'Shop all',
      linkUrl: '/en-us/c/all-1001',
    });
  });

  it('keeps only the named string attributes', () => {
    expect(promotionOf({ promotionTracking: { promotionId: 'P1', creativeName: 3, extra: 'x' } })).toEqual({ promotionId: 'P1' });
    expect(promotionOf({ promotionTracking: {} })).toBeUndefined();
    expect(promotionOf({})).toBeUndefined();
  });
});
