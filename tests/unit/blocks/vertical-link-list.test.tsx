import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verticalLinkListSchema } from '../../../schemas';
import VerticalLinkList from '../../../block-registry/vertical-link-list/VerticalLinkList';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const image = (id: string) => ({ url: `/images/${id}.svg?w=800&h=600`, alt: id, width: 800, height: 600 });
const list = (extra: Record<string, unknown> = {}) =>
  verticalLinkListSchema.parse({
    id: 'v1',
    type: 'verticalLinkList',
    title: 'Shop by activity',
    items: [
      { text: 'Hiking', target: { url: '/en-us/c/hiking-6101' }, image: image('rl-forest-trail') },
      { text: 'Trail Running', target: { url: '/en-us/c/trail-running-6102' }, image: image('rl-runner-switchback') },
      { text: 'Backpacking', target: { url: '/en-us/c/backpacking-6103' }, image: image('rl-dusk-lake') },
    ],
    ...extra,
  });
const images = (container: HTMLElement) => [...container.querySelectorAll('.ts-vlist__image')];
const activeIndex = (container: HTMLElement) => images(container).findIndex((img) => img.classList.contains('is-active'));

describe('VerticalLinkList schema', () => {
  it('rejects items without text, target or image, and an empty list', () => {
    const base = { text: 'Hiking', target: { url: '/x' }, image: image('a') };
    const path = (item: Record<string, unknown>) =>
      verticalLinkListSchema.safeParse({ id: 'v', type: 'verticalLinkList', items: [item] }).error?.issues[0]?.path;
    expect(path({ ...base, text: '' })).toEqual(['items', 0, 'text']);
    expect(path({ ...base, target: undefined })).toEqual(['items', 0, 'target']);
    expect(path({ ...base, image: undefined })).toEqual(['items', 0, 'image']);
    expect(verticalLinkListSchema.safeParse({ id: 'v', type: 'verticalLinkList', items: [] }).success).toBe(false);
  });
});

describe('VerticalLinkList', () => {
  it('lists plain links in order, with the first image active before any hover', () => {
    const { container } = renderWithRuntime(<VerticalLinkList block={list()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by activity' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Hiking', 'Trail Running', 'Backpacking']);
    expect(images(container)).toHaveLength(3);
    expect(activeIndex(container)).toBe(0);
    expect(screen.getByRole('link', { name: 'Hiking' }).closest('li')).toHaveClass('is-active');
  });

  it('highlights the hovered item and shows its image, hiding the others', () => {
    const { container } = renderWithRuntime(<VerticalLinkList block={list()} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Backpacking' }));
    expect(activeIndex(container)).toBe(2);
    expect(container.querySelectorAll('.ts-vlist__image.is-active')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Backpacking' }).closest('li')).toHaveClass('is-active');
    expect(screen.getByRole('link', { name: 'Hiking' }).closest('li')).not.toHaveClass('is-active');
  });

  it('does on keyboard focus what it does on hover', () => {
    const { container } = renderWithRuntime(<VerticalLinkList block={list()} />);
    act(() => screen.getByRole('link', { name: 'Trail Running' }).focus());
    expect(activeIndex(container)).toBe(1);
  });

  it('keeps the pictures from screen readers: the links already say it all', () => {
    const { container } = renderWithRuntime(<VerticalLinkList block={list()} />);
    expect(container.querySelector('.ts-vlist__media')).toHaveAttribute('aria-hidden', 'true');
    expect(images(container).every((img) => img.getAttribute('alt') === '' && img.getAttribute('width') === '800')).toBe(true);
  });
});
