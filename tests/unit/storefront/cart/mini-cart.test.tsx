import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MiniCart } from '../../../../storefront/cart';
import type { MiniCartProps } from '../../../../storefront/cart';
import { miniCartAfterAdd } from '../../../../stories/fixtures/cart';
import { RuntimeProvider } from '../../../../runtime/react';
import { fakeComponents, renderWithRuntime, site } from '../../runtime-react/with-runtime';

/** The runtime around every render, rerenders included. */
const Runtime = ({ children }: { children: ReactNode }) => (
  <RuntimeProvider site={site('en-us')} components={fakeComponents({})} persisted={{}} locationKey="/en-us">
    {children}
  </RuntimeProvider>
);

// jsdom has no modal dialogs: open and close them as the browser does, minus the top layer.
// Kept as descriptors (not methods pulled off their object) to put back afterwards.
const proto = HTMLDialogElement.prototype;
const original = { showModal: Object.getOwnPropertyDescriptor(proto, 'showModal'), close: Object.getOwnPropertyDescriptor(proto, 'close') };
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(original)) {
    if (descriptor) Object.defineProperty(proto, name, descriptor);
    else Reflect.deleteProperty(proto, name);
  }
});

const props = (over: Partial<MiniCartProps> = {}): MiniCartProps => ({
  open: true,
  onClose: vi.fn(),
  ...miniCartAfterAdd,
  cartHref: '/en-us/cart',
  checkoutHref: '/en-us/checkout/shipping',
  ...over,
});

describe('MiniCart', () => {
  it('shows the line added, the cart and the ways on, labelled by its title', () => {
    renderWithRuntime(<MiniCart {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: "Men's Summit Trail GTX Hiking Boot" })).toHaveAttribute('href', miniCartAfterAdd.added.pdpUrl);
    expect(dialog).toHaveTextContent('Saddle Brown · US 9 · Qty 1');
    expect(dialog).toHaveTextContent('2 items');
    expect(dialog).toHaveTextContent('$279.99');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout/shipping');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Added to your cart' }));
  });

  it('calls onClose once on Escape, and closes when the parent says so', () => {
    const onClose = vi.fn();
    const { rerender } = render(<MiniCart {...props({ onClose })} />, { wrapper: Runtime });
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The parent closes it: the dialog's own close event does not call back a second time.
    rerender(<MiniCart {...props({ onClose, open: false })} />);
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose from the close button, a press on the backdrop and a close request of the browser', async () => {
    const onClose = vi.fn();
    renderWithRuntime(<MiniCart {...props({ onClose })} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // A press on the backdrop lands on the dialog itself, outside its box (jsdom's boxes are empty: any point is).
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(900, 0, 380, 800));
    fireEvent.click(dialog, { clientX: 10, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(2);
    // A press inside the panel does not close it.
    fireEvent.click(screen.getByText('In your cart'), { clientX: 1000, clientY: 100 });
    expect(onClose).toHaveBeenCalledTimes(2);
    // The browser's own close request (Android's back): held, and handed to the parent.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('opens and closes with `open`', () => {
    const { rerender } = render(<MiniCart {...props({ open: false })} />, { wrapper: Runtime });
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toHaveAttribute('open');
    rerender(<MiniCart {...props()} />);
    expect(dialog).toHaveAttribute('open');
  });

  it('without a line just added, says what the cart holds', () => {
    renderWithRuntime(<MiniCart {...props({ added: null })} />);
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
  });
});
