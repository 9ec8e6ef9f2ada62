import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { secondaryNavigationSchema } from '../../../schemas';
import SecondaryNavigation from '../../../block-registry/secondary-navigation/SecondaryNavigation';
import { currentLinkIndex } from '../../../block-registry/secondary-navigation/current-link';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const links = [
  { url: '/en-us/explore', text: 'Explore' },
  { url: '/en-us/c/men-1000', text: 'Men' },
  { url: '/en-us/c/women-2000', text: 'Women' },
];
const nav = (extra: Record<string, unknown> = {}) => secondaryNavigationSchema.parse({ id: 's1', type: 'secondaryNavigation', links, ...extra });

describe('secondary navigation', () => {
  it('the schema needs links with words', () => {
    expect(secondaryNavigationSchema.safeParse({ id: 's', type: 'secondaryNavigation', links: [] }).success).toBe(false);
    expect(
      secondaryNavigationSchema.safeParse({ id: 's', type: 'secondaryNavigation', links: [{ url: '/x', text: '' }] }).error?.issues[0]?.path,
    ).toEqual(['links', 0, 'text']);
    expect(
      secondaryNavigationSchema.safeParse({ id: 's', type: 'secondaryNavigation', links: [{ url: 'javascript:x', text: 'X' }] }).error?.issues[0]
        ?.path,
    ).toEqual(['links', 0, 'url']);
  });

  it('finds the current link by path, ignoring query, hash and a trailing slash', () => {
    expect(currentLinkIndex(links, '/en-us/c/men-1000?utm_source=x')).toBe(1);
    expect(currentLinkIndex(links, '/en-us/explore/')).toBe(0);
    expect(currentLinkIndex([{ url: '/en-us/explore#top' }], '/en-us/explore')).toBe(0);
    expect(currentLinkIndex(links, '/en-us')).toBe(-1);
    expect(currentLinkIndex([{ url: 'https://example.com/en-us' }], '/en-us')).toBe(-1);
  });

  it('is a named nav marking the current page with aria-current', () => {
    renderWithRuntime(<SecondaryNavigation block={nav({ title: 'Departments' })} />, { locationKey: '/en-us/c/men-1000' });
    expect(screen.getByRole('navigation', { name: 'Departments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Women' })).not.toHaveAttribute('aria-current');
  });

  it('collapses behind a disclosure button that toggles aria-expanded and reports the expansion', () => {
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    const { container } = renderWithRuntime(<SecondaryNavigation block={nav()} />, { locationKey: '/en-us/explore' });
    // Without a title the button names the current page.
    const button = screen.getByRole('button', { name: 'Explore' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveClass('ts-subnav__list');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.ts-subnav')).toHaveClass('is-open');
    expect(layer).toEqual([expect.objectContaining({ event: 'mobile_menu_expand', menu: 'secondaryNavigation', blockId: 's1' })]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(layer).toHaveLength(1);
  });

  it('closes on a route change', () => {
    const view = renderWithRuntime(<SecondaryNavigation block={nav()} />, { locationKey: '/en-us/explore' });
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    view.update({ locationKey: '/en-us/c/men-1000' });
    expect(screen.getByRole('button', { name: 'Men' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks the site’s language when neither title nor current page names it', () => {
    renderWithRuntime(<SecondaryNavigation block={nav()} />, { locale: 'de-de', locationKey: '/de-de' });
    expect(screen.getByRole('navigation', { name: 'Bereichsnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In diesem Bereich' })).toBeInTheDocument();
  });
});
