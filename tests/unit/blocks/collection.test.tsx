import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionSchema, heroSchema } from '../../../schemas';
import Collection from '../../../block-registry/collection/Collection';
import { CTA_SLIDE_MAX_WIDTH, collectionSettings } from '../../../block-registry/collection/collection-settings';
import { fakeComponents, renderWithRuntime } from '../runtime-react/with-runtime';

const Card = ({ block }: { block: { title: string } }) => <p>{block.title}</p>;
const items = ['Hiking', 'Running', 'Camping', 'Climbing', 'Paddling'].map((title, i) => heroSchema.parse({ id: `c${i}`, type: 'hero', title }));
const collection = (fields: Record<string, unknown> = {}) =>
  collectionSchema.parse({ id: 'col', type: 'collection', title: 'Shop by activity', items, ...fields });
const components = fakeComponents({ hero: Card });

describe('Collection', () => {
  it('renders one dot per item on small screens, the first marked current', () => {
    renderWithRuntime(<Collection block={collection({ breakpoints: { sm: { showIndicators: true } } })} />, { components });
    const dots = screen.getAllByRole('button', { name: /go to slide/i });
    expect(dots).toHaveLength(items.length);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots.slice(1).every((d) => !d.hasAttribute('aria-current'))).toBe(true);
  });

  it('is a named carousel region of labelled slides, with named arrows disabled at the start when not looping', () => {
    renderWithRuntime(<Collection block={collection({ breakpoints: { lg: { showArrows: true } } })} />, { components });
    const region = screen.getByRole('region', { name: 'Shop by activity' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by activity' })).toBeInTheDocument();
    for (const title of ['Hiking', 'Paddling']) expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('sizes slides with CSS custom properties per breakpoint (server-rendered first view)', () => {
    const { container } = renderWithRuntime(
      <Collection block={collection({ breakpoints: { sm: { slideWidth: '70%', slidePadding: 0.5 }, lg: { type: 'grid', columns: 4 } } })} />,
      { components },
    );
    const root = container.querySelector<HTMLElement>('.ts-collection');
    expect(root?.style.getPropertyValue('--ts-c-w-sm')).toBe('70%');
    expect(root?.style.getPropertyValue('--ts-c-w-md')).toBe('70%'); // inherited from sm
    expect(root?.style.getPropertyValue('--ts-c-gap-sm')).toBe('0.5rem');
    expect(root?.style.getPropertyValue('--ts-c-cols-lg')).toBe('4');
    expect(root).toHaveClass('ts-collection--sm-carousel', 'ts-collection--lg-grid');
  });

  it('applies the cta rules: max widths 19.25rem / 26.5rem and no arrows on small screens', () => {
    const settings = collectionSettings(collection({ variant: 'cta', breakpoints: { sm: { showArrows: true, slideMaxWidth: '40rem' } } }));
    expect([settings.sm.slideMaxWidth, settings.md.slideMaxWidth, settings.lg.slideMaxWidth]).toEqual([CTA_SLIDE_MAX_WIDTH.sm, '26.5rem', '26.5rem']);
    expect(CTA_SLIDE_MAX_WIDTH.sm).toBe('19.25rem');
    expect(settings.sm.showArrows).toBe(false);
    expect(settings.md.showArrows).toBe(true);
  });

  it('renders a collection named [stacked] as a full-width one-column grid with no carousel controls', () => {
    const { container } = renderWithRuntime(<Collection block={collection({ name: '[stacked]' })} />, { components });
    const root = container.querySelector('.ts-collection');
    expect(root).toHaveClass('ts-collection--stacked', 'ts-collection--sm-grid', 'ts-collection--md-grid', 'ts-collection--lg-grid');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
