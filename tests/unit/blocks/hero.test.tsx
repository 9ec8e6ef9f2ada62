import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerSchema, heroSchema } from '../../../schemas';
import Banner from '../../../block-registry/hero/Banner';
import Hero from '../../../block-registry/hero/Hero';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const image = (w: number, h: number, name: string) => ({ url: `/img/${name}.jpg`, alt: `A ${name}`, width: w, height: h });
const hero = (fields: Record<string, unknown>) =>
  heroSchema.parse({
    id: 'h',
    type: 'hero',
    title: 'Made for the long way up',
    media: { sm: image(750, 1000, 'portrait'), md: image(1536, 1024, 'wide'), lg: image(2400, 1100, 'pano') },
    ...fields,
  });

describe('Hero', () => {
  it('titles with an h2 and art-directs its picture per breakpoint with sizes to avoid shifts', () => {
    const { container } = renderWithRuntime(
      <Hero
        block={hero({
          targets: [
            { url: '/a', text: 'Shop women' },
            { url: '/b', text: 'Shop men' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Made for the long way up' })).toBeInTheDocument();
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.media, s.getAttribute('srcset'), s.getAttribute('width')])).toEqual([
      ['(min-width: 1024px)', '/img/pano.jpg', '2400'],
      ['(min-width: 768px)', '/img/wide.jpg', '1536'],
    ]);
    const img = screen.getByRole('img', { name: 'A portrait' });
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '1000');
    expect(screen.getByRole('link', { name: 'Shop women' })).toHaveClass('ts-button--primary', 'ts-button--auto');
    expect(screen.getByRole('link', { name: 'Shop men' })).toHaveClass('ts-button--secondary');
  });

  it('loads the first hero eagerly with high priority', () => {
    renderWithRuntime(<Hero block={hero({})} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('sets gradient height and desktop overlay width from the content', () => {
    const full = renderWithRuntime(<Hero block={hero({ gradientStyle: 'full', overlayWidth: 'xs' })} />);
    const root = full.container.querySelector<HTMLElement>('.ts-hero');
    expect(root?.style.getPropertyValue('--ts-hero-gradient-h')).toBe('35%');
    expect(root?.style.getPropertyValue('--ts-hero-overlay-w')).toBe('33.333%');
    full.unmount();
    const focused = renderWithRuntime(<Hero block={hero({ gradientStyle: 'focused', overlayWidth: 'lg' })} />);
    const focusedRoot = focused.container.querySelector<HTMLElement>('.ts-hero');
    expect(focusedRoot?.style.getPropertyValue('--ts-hero-gradient-h')).toBe('50%');
    expect(focusedRoot?.style.getPropertyValue('--ts-hero-overlay-w')).toBe('91.667%');
  });

  it('lays out per breakpoint, inheriting upwards', () => {
    const { container } = renderWithRuntime(
      <Hero block={hero({ responsiveLayout: { sm: { layout: 'stacked', alignment: 'center' }, lg: { layout: 'split-end' } } })} />,
    );
    expect(container.querySelector('.ts-hero')).toHaveClass(
      'ts-hero--sm-stacked',
      'ts-hero--md-stacked',
      'ts-hero--lg-split-end',
      'ts-hero--sm-align-center',
      'ts-hero--lg-align-start',
    );
  });

  it('with linkType No-CTA is one link to mediaTarget and shows no buttons', () => {
    renderWithRuntime(
      <Hero
        block={hero({
          linkType: 'No-CTA',
          mediaTarget: { url: '/en-us/c/sale-1999' },
          targets: [{ url: '/x', text: 'Ignored' }],
          badge: 'Sale',
          caption: { text: 'Selected styles', position: 'top-start' },
        })}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/en-us/c/sale-1999');
    expect(links[0]).toHaveTextContent('Sale');
    expect(screen.getByText('Selected styles')).toHaveClass('ts-hero__caption--top-start');
  });

  it('shows an eyebrow logo instead of text', () => {
    renderWithRuntime(<Hero block={hero({ eyebrow: { text: 'ignored', logo: { url: '/logo.svg', alt: 'Ridgeline Lab' } } })} />);
    expect(screen.getByRole('img', { name: 'Ridgeline Lab' })).toBeInTheDocument();
    expect(screen.queryByText('ignored')).toBeNull();
  });
});

describe('Banner', () => {
  it('without media is a card with its title and buttons', () => {
    const { container } = renderWithRuntime(
      <Banner
        block={bannerSchema.parse({
          id: 'b',
          type: 'banner',
          title: 'Free returns',
          targets: [{ url: '/help/returns/how-to-return', text: 'How returns work' }],
        })}
      />,
    );
    expect(container.querySelector('.ts-hero')).toHaveClass('ts-hero--banner', 'ts-hero--no-media');
    expect(screen.getByRole('heading', { level: 2, name: 'Free returns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How returns work' })).toBeInTheDocument();
  });
});
