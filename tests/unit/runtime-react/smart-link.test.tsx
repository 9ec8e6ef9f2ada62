import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SmartLink, withCurrentQuery } from '../../../runtime/react';
import { renderWithRuntime } from './with-runtime';

describe('SmartLink', () => {
  it('navigates client-side for internal links on a plain left click', () => {
    const navigate = vi.fn();
    renderWithRuntime(<SmartLink href="/en-us/c/jackets-1234">Jackets</SmartLink>, { navigate });
    const link = screen.getByRole('link', { name: 'Jackets' });
    const click = fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en-us/c/jackets-1234');
    expect(click).toBe(false); // default prevented
  });

  it('lets the browser handle external links, modified clicks, hash links and new tabs', () => {
    const navigate = vi.fn();
    // jsdom cannot follow links: stop the browser's default once SmartLink has decided.
    const stop = (e: Event) => e.preventDefault();
    window.addEventListener('click', stop);
    onTestFinished(() => window.removeEventListener('click', stop));
    renderWithRuntime(
      <>
        <SmartLink href="https://example.com/">External</SmartLink>
        <SmartLink href="/en-us/cart">Cart</SmartLink>
        <SmartLink href="#modal-size-guide">Size guide</SmartLink>
        <SmartLink href="/en-us/help" target="_blank">
          Help
        </SmartLink>
      </>,
      { navigate },
    );
    fireEvent.click(screen.getByRole('link', { name: 'External' }));
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Size guide' }));
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', '#modal-size-guide');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('rel');
  });

  it('carries the current query string when preserveQuery is set; the link’s own parameters win', () => {
    renderWithRuntime(
      <SmartLink href="/en-us/sale?sort=price#top" preserveQuery>
        Sale
      </SmartLink>,
      { locationKey: '/en-us?utm_source=mail&sort=new' },
    );
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/en-us/sale?utm_source=mail&sort=price#top');
  });

  it('merges queries', () => {
    expect(withCurrentQuery('/a', '')).toBe('/a');
    expect(withCurrentQuery('/a', '?x=1')).toBe('/a?x=1');
  });
});
