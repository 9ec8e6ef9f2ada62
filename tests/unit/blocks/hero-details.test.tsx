import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroSchema } from '../../../schemas';
import Hero from '../../../block-registry/hero/Hero';
import { GRADIENT_HEIGHT, OVERLAY_WIDTH } from '../../../block-registry/hero/hero-layout';
import { BlockView } from '../../../runtime/react';
import { fakeComponents, renderWithRuntime } from '../runtime-react/with-runtime';

const media = { sm: { url: '/img/portrait.jpg', alt: 'A ridge at dawn', width: 750, height: 1000 } };
const hero = (fields: Record<string, unknown>) => heroSchema.parse({ id: 'h', type: 'hero', title: 'Made for the long way up', media, ...fields });

describe('Hero details', () => {
  it('has the spec’s gradient heights and desktop overlay widths', () => {
    expect(GRADIENT_HEIGHT).toEqual({ full: '35%', focused: '50%', off: '0%' });
    expect(OVERLAY_WIDTH).toEqual({ xs: '33.333%', sm: '50%', md: '66.667%', lg: '91.667%' });
    const { container } = renderWithRuntime(<Hero block={hero({ gradientStyle: 'off', overlayWidth: 'md' })} />);
    const root = container.querySelector<HTMLElement>('.ts-hero');
    expect(root?.style.getPropertyValue('--ts-hero-gradient-h')).toBe('0%');
    expect(root?.style.getPropertyValue('--ts-hero-overlay-w')).toBe('66.667%');
    expect(root).not.toHaveClass('ts-hero--gradient');
  });

  it('with buttons, links its picture to mediaTarget outside the tab order, named by the image', () => {
    renderWithRuntime(
      <Hero block={hero({ mediaTarget: { url: '/en-us/c/sale-1999' }, targets: [{ url: '/en-us/c/sale-1999', text: 'Shop the sale' }] })} />,
    );
    const pictureLink = screen.getByRole('link', { name: 'A ridge at dawn' });
    expect(pictureLink).toHaveAttribute('href', '/en-us/c/sale-1999');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Shop the sale' })).not.toHaveAttribute('tabindex');
  });

  it('with a decorative picture, keeps its pointer shortcut away from screen readers too: it would be a link without a name', () => {
    const decorative = { sm: { ...media.sm, alt: '' } };
    const { container } = renderWithRuntime(
      <Hero
        block={hero({
          media: decorative,
          mediaTarget: { url: '/en-us/c/sale-1999' },
          targets: [{ url: '/en-us/c/sale-1999', text: 'Shop the sale' }],
        })}
      />,
    );
    expect(container.querySelector('.ts-hero__media-link')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop the sale']);
  });

  it('shows the badge, caption, small print after the buttons, equal-size buttons and full height', () => {
    const { container } = renderWithRuntime(
      <Hero
        block={hero({
          badge: 'New',
          caption: { text: 'Shot on the traverse', position: 'bottom-start' },
          isFullHeight: true,
          equalTargetSize: true,
          targets: [
            { url: '/a', text: 'Women' },
            { url: '/b', text: 'Men', size: 'lg' },
          ],
          richTextBelowTargets: '<p>Free returns within 60 days.</p>',
          colours: { text: '#ffffff', accent: '#c2410c' },
        })}
      />,
    );
    const root = container.querySelector<HTMLElement>('.ts-hero');
    expect(root).toHaveClass('ts-hero--full-height');
    expect(root?.style.getPropertyValue('--ts-hero-text')).toBe('#ffffff');
    expect(root?.style.getPropertyValue('--ts-btn-bg')).toBe('#c2410c');
    expect(screen.getByText('New')).toHaveClass('ts-hero__badge');
    expect(screen.getByText('Shot on the traverse')).toHaveClass('ts-hero__caption--bottom-start');
    expect(container.querySelector('.ts-targets')).toHaveClass('ts-targets--equal');
    // No size: the default sizes sm, md, md come from CSS (`--auto`); a given size is kept.
    expect(screen.getByRole('link', { name: 'Women' })).toHaveClass('ts-button--auto');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveClass('ts-button--lg');
    const smallPrint = screen.getByText('Free returns within 60 days.');
    expect(container.querySelector('.ts-targets')?.compareDocumentPosition(smallPrint)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('is hidden per breakpoint and full width through the block frame', () => {
    const block = hero({ hideOnBreakpoint: ['sm', 'md'], isFullWidth: true });
    const { container } = renderWithRuntime(<BlockView block={block} />, { components: fakeComponents({ hero: Hero }) });
    expect(container.querySelector('[data-block-id="h"]')).toHaveClass('ts-hide-sm', 'ts-hide-md', 'ts-block--full');
  });
});
