import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Filter from '../../../block-registry/filter/Filter';
import { renderWithRuntime } from '../runtime-react/with-runtime';
import { components, filter } from './p13n-fixtures';

const shows = (operator: 'IN' | 'NOT IN', locationKey: string) => {
  const { unmount } = renderWithRuntime(<Filter block={filter(operator)} />, { locale: 'en-gb', locationKey, components: components() });
  const shown = screen.queryByText('size guide') !== null;
  unmount();
  return shown;
};

describe('Filter', () => {
  it('IN shows its components only on a listed category', () => {
    expect(shows('IN', '/en-gb/c/running-shoes-41100')).toBe(true);
    expect(shows('IN', '/en-gb/c/running-tops-41200')).toBe(false);
    expect(shows('IN', '/en-gb/explore')).toBe(false);
  });
  it('NOT IN shows them everywhere else', () => {
    expect(shows('NOT IN', '/en-gb/c/running-shoes-41100')).toBe(false);
    expect(shows('NOT IN', '/en-gb/c/running-tops-41200?sort=new')).toBe(true);
    expect(shows('NOT IN', '/en-gb/explore')).toBe(true);
  });
  it('follows client-side navigation', () => {
    const view = renderWithRuntime(<Filter block={filter('IN')} />, { locale: 'en-gb', locationKey: '/en-gb/explore', components: components() });
    expect(screen.queryByText('size guide')).toBeNull();
    view.update({ locationKey: '/en-gb/c/running-shoes-41100' });
    expect(screen.getByText('size guide')).toBeInTheDocument();
  });
});
