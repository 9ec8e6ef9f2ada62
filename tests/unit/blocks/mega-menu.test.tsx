import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEGA_MENU_BAR_HEIGHT, megaMenuSchema } from '../../../schemas';
import MegaMenu from '../../../block-registry/mega-menu/MegaMenu';
import { BAR_HEIGHT } from '../../../block-registry/mega-menu/menu-model';
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
        {
          id: 'w-f',
          title: 'Footwear',
          target: { url: '/en-us/c/footwear-1003' },
          hideShopAll: ['sm'],
          columns: [{ id: 'w-f-t', title: 'Trail runners', target: { url: '/en-us/c/trail-1004' } }],
        },
        {
          id: 'w-l',
          title: 'Layers',
          target: { url: '/en-us/c/layers-1005' },
          overrideShopAll: { text: 'Every layer', url: '/en-us/c/all-layers-1006' },
          columns: [{ id: 'w-l-b', title: 'Base layers', target: { url: '/en-us/c/base-1007' } }],
        },
      ],
    },
    { id: 's', title: 'Sale', menuStyle: 'sale', target: { url: '/en-us/c/sale-1999' } },
  ],
});

const openMobile = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Women' }));
  for (const group of ['Jackets', 'Footwear', 'Layers']) fireEvent.click(within(drawer).getByRole('button', { name: group }));
  return drawer;
};

describe('MegaMenu', () => {
  it('uses the schema’s bar height', () => {
    expect(BAR_HEIGHT).toBe(MEGA_MENU_BAR_HEIGHT);
  });

  it('renders three levels on desktop: a trigger per level-1 item, its panel with level-2 and level-3 links', () => {
    renderWithRuntime(<MegaMenu block={menu} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const trigger = within(nav).getByRole('button', { name: 'Women' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Sale' })).toHaveClass('ts-mega__link--sale');
    fireEvent.click(trigger); // keyboard Enter/Space arrive as clicks too
    const panel = screen.getByRole('dialog', { name: 'Women' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/en-us/c/women-jackets-1001');
    expect(within(panel).getByRole('link', { name: 'Rain shells' })).toHaveAttribute('href', '/en-us/c/rain-1002');
  });

  it('closes the open panel on Escape and when the route changes', () => {
    const view = renderWithRuntime(<MegaMenu block={menu} />, { locale: 'en-gb' });
    const trigger = within(screen.getByRole('navigation')).getByRole('button', { name: 'Women' });
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Women' })).toBeVisible();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    view.update({ locale: 'en-gb', locationKey: '/en-gb/c/women-1000' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows mobile "shop all" links above level-3 lists where the brand allows it, unless hidden on sm, with overrides', () => {
    renderWithRuntime(<MegaMenu block={menu} />, { locale: 'en-us' });
    const drawer = openMobile();
    expect(within(drawer).getByRole('link', { name: 'Shop all Jackets' })).toHaveAttribute('href', '/en-us/c/women-jackets-1001');
    expect(within(drawer).queryByRole('link', { name: 'Shop all Footwear' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Every layer' })).toHaveAttribute('href', '/en-us/c/all-layers-1006');
    expect(within(drawer).getByRole('link', { name: 'Base layers' })).toBeInTheDocument();
  });

  it('shows no "shop all" links for a brand whose flag is off', () => {
    renderWithRuntime(<MegaMenu block={menu} />, { locale: 'en-gb' });
    const drawer = openMobile();
    expect(within(drawer).queryByRole('link', { name: /shop all|every layer/i })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Rain shells' })).toBeInTheDocument();
  });
});
