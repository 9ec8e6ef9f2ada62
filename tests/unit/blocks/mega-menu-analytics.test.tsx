import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { megaMenuSchema } from '../../../schemas';
import MegaMenu from '../../../block-registry/mega-menu/MegaMenu';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const menu = megaMenuSchema.parse({
  id: 'menu',
  type: 'megaMenu',
  items: [
    {
      id: 'w',
      title: 'Women',
      target: { url: '/en-us/c/women-1000' },
      columns: [
        {
          id: 'w-j',
          title: 'Jackets',
          target: { url: '/en-us/c/women-jackets-1001' },
          columns: [{ id: 'w-j-r', title: 'Rain shells', target: { url: '/en-us/c/rain-1002' } }],
        },
      ],
    },
    { id: 's', title: 'Sale', target: { url: '/en-us/c/sale-1999' } },
  ],
});

let layer: unknown[];
beforeEach(() => {
  layer = [];
  Object.assign(window, { dataLayer: layer });
});

describe('MegaMenu analytics', () => {
  it('reports top-nav clicks with level, title and path on every level of the desktop bar', () => {
    renderWithRuntime(<MegaMenu block={menu} />, { navigate: vi.fn() });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getAllByRole('link', { name: 'Sale' })[0]!);
    fireEvent.click(within(nav).getByRole('button', { name: 'Women' }));
    const panel = within(nav).getByRole('dialog');
    fireEvent.click(within(panel).getByRole('link', { name: 'Jackets' }));
    fireEvent.click(within(panel).getByRole('link', { name: 'Rain shells' }));
    expect(layer).toEqual([
      { event: 'top_nav_click', level: 1, title: 'Sale', path: '/en-us/c/sale-1999' },
      { event: 'top_nav_click', level: 2, title: 'Jackets', path: '/en-us/c/women-jackets-1001' },
      { event: 'top_nav_click', level: 3, title: 'Rain shells', path: '/en-us/c/rain-1002' },
    ]);
  });

  it('reports mobile section expansions with title and level, not collapses', () => {
    renderWithRuntime(<MegaMenu block={menu} />, { navigate: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const women = within(drawer).getByRole('button', { name: 'Women' });
    fireEvent.click(women);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Jackets' }));
    fireEvent.click(women); // collapse
    expect(layer).toEqual([
      { event: 'mobile_menu_expand', title: 'Women', level: 1 },
      { event: 'mobile_menu_expand', title: 'Jackets', level: 2 },
    ]);
    fireEvent.click(women);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Rain shells' }));
    expect(layer.slice(2)).toEqual([
      { event: 'mobile_menu_expand', title: 'Women', level: 1 },
      { event: 'top_nav_click', level: 3, title: 'Rain shells', path: '/en-us/c/rain-1002' },
    ]);
  });
});
