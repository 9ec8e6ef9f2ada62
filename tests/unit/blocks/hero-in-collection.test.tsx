import { describe, expect, it } from 'vitest';
import { bannerSchema, collectionSchema } from '../../../schemas';
import Banner from '../../../block-registry/hero/Banner';
import Collection from '../../../block-registry/collection/Collection';
import { fakeComponents, renderWithRuntime } from '../runtime-react/with-runtime';

// The real Banner renders the slides, so the test sees the layout a shopper gets.
const components = fakeComponents({ banner: Banner });

const media = { sm: { url: '/img/card.svg', alt: '', width: 600, height: 750 } };
const card = (id: string, fields: Record<string, unknown> = {}) => ({ id, type: 'banner', title: `Card ${id}`, media, ...fields });

describe('heroes and banners as collection slides', () => {
  it('a banner strip stacks on phones and splits from md up, but as a card in a collection it stacks image over text', async () => {
    const strip = renderWithRuntime(<Banner block={bannerSchema.parse(card('strip'))} />);
    expect(strip.container.querySelector('.ts-hero')).toHaveClass('ts-hero--sm-stacked', 'ts-hero--md-split-start', 'ts-hero--lg-split-start');
    strip.unmount();

    const collection = collectionSchema.parse({ id: 'c', type: 'collection', items: [card('a'), card('b')] });
    const { container, findAllByText } = renderWithRuntime(<Collection block={collection} />, { components });
    await findAllByText(/Card a/);
    const slides = [...container.querySelectorAll('.ts-collection__slide .ts-hero')];
    expect(slides).toHaveLength(2);
    for (const slide of slides) expect(slide).toHaveClass('ts-hero--sm-stacked', 'ts-hero--md-stacked', 'ts-hero--lg-stacked');
  });

  it('keeps content layouts in a [stacked] collection (full-width rows)', async () => {
    const rows = collectionSchema.parse({ id: 'c', type: 'collection', name: '[stacked]', items: [card('a')] });
    const { container, findAllByText } = renderWithRuntime(<Collection block={rows} />, { components });
    await findAllByText(/Card a/);
    expect(container.querySelector('.ts-collection__slide .ts-hero')).toHaveClass('ts-hero--md-split-start');
  });

  it('uses the overlay text colour for flowed copy only when the block sets a background', () => {
    const light = renderWithRuntime(<Banner block={bannerSchema.parse(card('w', { colours: { text: '#ffffff' } }))} />);
    const root = light.container.querySelector<HTMLElement>('.ts-hero');
    expect(root?.style.getPropertyValue('--ts-hero-text')).toBe('#ffffff');
    expect(root?.style.getPropertyValue('--ts-hero-flow-text')).toBe('');
    light.unmount();
    const dark = renderWithRuntime(<Banner block={bannerSchema.parse(card('d', { colours: { text: '#ffffff', background: '#14213d' } }))} />);
    expect(dark.container.querySelector<HTMLElement>('.ts-hero')?.style.getPropertyValue('--ts-hero-flow-text')).toBe('#ffffff');
  });
});
