import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedCookieName, usePersistedFlag } from '../../../runtime/react';
import { renderWithRuntime } from './with-runtime';

function Flag({ name }: { name: string }) {
  const [value, setValue] = usePersistedFlag(name);
  return (
    <button type="button" onClick={() => setValue('1')}>
      {value ?? 'unset'}
    </button>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('usePersistedFlag', () => {
  it('reads the initial value from the request cookies', () => {
    renderWithRuntime(<Flag name="promo_a" />, { persisted: { ts_promo_a: '1' } });
    expect(screen.getByRole('button')).toHaveTextContent('1');
  });

  it('writes a ts_ cookie for a year on path / with SameSite=Lax and updates every reader', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      renderWithRuntime(
        <>
          <Flag name="promo_b" />
          <Flag name="promo_b" />
        </>,
      );
      const [first] = screen.getAllByRole('button');
      act(() => first?.click());
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '1']);
      expect(writes).toEqual(['ts_promo_b=1; path=/; max-age=31536000; SameSite=Lax']);
      expect(document.cookie).toContain('ts_promo_b=1');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it('keeps cookie names to safe characters', () => {
    expect(persistedCookieName('promo_hero 1;x=y')).toBe('ts_promo_hero_1_x_y');
  });

  it('needs a RuntimeProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Flag name="x" />)).toThrow(/RuntimeProvider/);
  });
});
