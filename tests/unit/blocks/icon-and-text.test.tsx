import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtInIcons, iconAndTextSchema } from '../../../schemas';
import IconAndText from '../../../block-registry/icon-and-text/IconAndText';
import { iconSizeName, layoutOf } from '../../../block-registry/icon-and-text/icon-layout';
import { BlockView } from '../../../runtime/react';
import { fakeComponents, renderWithRuntime } from '../runtime-react/with-runtime';

const item = (icon: unknown, text: string, extra: Record<string, unknown> = {}) => ({ icon, richText: `<p>${text}</p>`, ...extra });
const block = (items: unknown[], extra: Record<string, unknown> = {}) => iconAndTextSchema.parse({ id: 'i1', type: 'iconAndText', items, ...extra });

describe('icon and text schema', () => {
  it('takes a built-in icon name or an image, and rejects anything else naming the field', () => {
    expect(builtInIcons).toEqual(['truck', 'returns', 'leaf', 'shield', 'chat', 'store', 'ruler', 'gift']);
    expect(
      iconAndTextSchema.safeParse({ id: 'x', type: 'iconAndText', items: [item({ url: '/images/a.svg', width: 24, height: 24 }, 'A')] }).success,
    ).toBe(true);
    expect(iconAndTextSchema.safeParse({ id: 'x', type: 'iconAndText', items: [item('rocket', 'A')] }).error?.issues[0]?.path).toEqual([
      'items',
      0,
      'icon',
    ]);
    expect(
      iconAndTextSchema.safeParse({ id: 'x', type: 'iconAndText', iconSize: 'huge', items: [item('gift', 'A')] }).error?.issues[0]?.path,
    ).toEqual(['iconSize']);
    expect(
      iconAndTextSchema.safeParse({ id: 'x', type: 'iconAndText', items: [item('gift', 'A', { textColor: 'red; x: y' })] }).error?.issues[0]?.path,
    ).toEqual(['items', 0, 'textColor']);
    expect(iconAndTextSchema.safeParse({ id: 'x', type: 'iconAndText', items: [{ icon: 'gift' }] }).error?.issues[0]?.path).toEqual([
      'items',
      0,
      'richText',
    ]);
  });

  it('defaults iconSize to medium', () => {
    expect(block([item('gift', 'A')]).iconSize).toBe('medium');
  });
});

describe('IconAndText', () => {
  it('maps small, medium, large to the icon sizes md, lg, 3xl', () => {
    expect(iconSizeName).toEqual({ small: 'md', medium: 'lg', large: '3xl' });
    for (const size of ['small', 'medium', 'large'] as const) {
      const { container, unmount } = renderWithRuntime(<IconAndText block={block([item('truck', 'A')], { iconSize: size })} />);
      expect(container.querySelector('.ts-iat__list')).toHaveAttribute('data-icon-size', iconSizeName[size]);
      expect((container.querySelector('.ts-iat') as HTMLElement).style.getPropertyValue('--ts-iat-icon')).toContain(
        `--ts-icon-${iconSizeName[size]}`,
      );
      unmount();
    }
  });

  it('puts 1–3 items in one row and four in two columns', () => {
    expect([1, 2, 3, 4, 5].map(layoutOf)).toEqual(['row-1', 'row-2', 'row-3', 'two-columns', 'three-columns']);
    const four = ['truck', 'returns', 'chat', 'leaf'].map((icon, i) => item(icon, `Item ${i}`));
    const { container } = renderWithRuntime(<IconAndText block={block(four)} />);
    expect(container.querySelector('.ts-iat__list')).toHaveClass('ts-iat__list--two-columns');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('draws built-in icons inline and hidden from screen readers; images keep their alt text', () => {
    const { container } = renderWithRuntime(
      <IconAndText
        block={block([
          item('leaf', 'Recycled'),
          item({ url: '/images/rl-topo.svg?w=48&h=48', alt: 'Topographic badge', width: 48, height: 48 }, 'Mapped'),
        ])}
      />,
    );
    expect(container.querySelector('svg.ts-iat__svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Topographic badge' })).toHaveAttribute('width', '48');
  });

  it('links an item with words below its text, and makes a wordless link the whole item', () => {
    renderWithRuntime(
      <IconAndText
        block={block([
          item('returns', 'Free returns', { target: { url: '/en-us/help/returns/how-to-return', text: 'How returns work' } }),
          item('chat', 'Talk to us', { target: { url: '/en-us/help/contact-us' } }),
        ])}
      />,
    );
    expect(screen.getByRole('link', { name: 'How returns work' })).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/en-us/help/contact-us');
  });

  it('in its frame, a click on a tracked item link is one promotion click naming the link', () => {
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    const tracked = block(
      [
        item('returns', 'Free returns', { target: { url: '/en-us/help/returns/how-to-return', text: 'How returns work' } }),
        item('chat', 'Talk to us', { target: { url: '/en-us/help/contact-us' } }),
      ],
      {
        promotionTracking: { promotionId: 'RL-PROMISES' },
      },
    );
    renderWithRuntime(<BlockView block={tracked} />, { components: fakeComponents({ iconAndText: IconAndText }), navigate: () => undefined });
    fireEvent.click(screen.getByRole('link', { name: 'Talk to us' }));
    expect(layer).toEqual([
      {
        event: 'promotion_click',
        promotionId: 'RL-PROMISES',
        blockId: 'i1',
        blockType: 'iconAndText',
        linkText: 'Talk to us',
        linkUrl: '/en-us/help/contact-us',
      },
    ]);
  });

  it('colours an item with its own background and text colour', () => {
    renderWithRuntime(<IconAndText block={block([item('gift', 'Gift wrap', { backgroundColor: '#1f3d2b', textColor: '#ffffff' })])} />);
    const li = screen.getByRole('listitem');
    expect(li).toHaveClass('ts-iat__item--filled');
    expect(li.style.getPropertyValue('--ts-iat-bg')).toBe('#1f3d2b');
    expect(li.style.getPropertyValue('--ts-iat-fg')).toBe('#ffffff');
  });
});
