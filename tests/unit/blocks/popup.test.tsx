import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DEFAULT_DELAY_MS, popupSchema } from '../../../schemas';
import Popup from '../../../block-registry/popup/Popup';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const popup = (extra: Record<string, unknown> = {}) =>
  popupSchema.parse({
    id: 'nl',
    type: 'popup',
    kind: 'newsletter',
    name: 'Newsletter',
    title: 'Trail notes in your inbox',
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Newsletter',
    richText: '<p>Weekly stories.</p>',
    disclaimer: 'Unsubscribe at any time.',
    targets: [{ url: '/en-us/loyalty', text: 'Sign up' }],
    ...extra,
  });

let layer: Record<string, unknown>[];
beforeEach(() => {
  vi.useFakeTimers();
  layer = [];
  Object.assign(window, { dataLayer: layer });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});
const events = () => layer.map((e) => e.event);

/** The pop-up's own announcer: the first live status (the newsletter form inside has its own, for its answer). */
const announcer = () => screen.getAllByRole('status')[0];

describe('popup schema', () => {
  it('defaults the delay to 2000 ms, requires a kind and a title, rejects unknown kinds', () => {
    expect(POPUP_DEFAULT_DELAY_MS).toBe(2000);
    expect(popup().delay).toBe(2000);
    expect(popupSchema.safeParse({ id: 'x', type: 'popup', title: 'Hi' }).error?.issues[0]?.path).toEqual(['kind']);
    expect(popupSchema.safeParse({ id: 'x', type: 'popup', kind: 'sms', title: 'Hi' }).error?.issues[0]?.path).toEqual(['kind']);
    expect(popupSchema.safeParse({ id: 'x', type: 'popup', kind: 'account' }).error?.issues[0]?.path).toEqual(['title']);
    expect(popupSchema.safeParse({ id: 'x', type: 'popup', kind: 'account', title: 'Hi', delay: '2s' }).error?.issues[0]?.path).toEqual(['delay']);
  });
});

describe('Popup', () => {
  it('counts an impression on mount and starts as a tab', () => {
    renderWithRuntime(<Popup block={popup()} />);
    expect(events()).toEqual(['popup_impression']);
    expect(layer[0]).toMatchObject({ popupId: 'nl', popupName: 'Newsletter', popupKind: 'newsletter' });
    expect(screen.getByRole('button', { name: 'Open: Get 10% off' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('expands after its delay without taking focus, announces itself, reports the expansion and marks the visit', () => {
    renderWithRuntime(<Popup block={popup({ delay: 3000 })} />);
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Trail notes in your inbox' });
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('Opened in the corner: Trail notes in your inbox');
    expect(dialog).toHaveTextContent('Newsletter');
    expect(dialog).toHaveTextContent('Unsubscribe at any time.');
    expect(layer.at(-1)).toMatchObject({ event: 'popup_expand', trigger: 'delay' });
    // A session cookie: the visit's later pages show the tab only.
    expect(document.cookie).toContain('ts_popup_visit=shown');
  });

  it('expands by itself once a visit: on a later page of it, it stays a tab until the shopper opens it', () => {
    renderWithRuntime(<Popup block={popup({ delay: 100 })} />, { persisted: { ts_popup_visit: 'shown' } });
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open: Get 10% off' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it("folds back into its tab, focus untouched, when it opens by itself over the page's main action", () => {
    const action = document.createElement('button');
    action.dataset.mainAction = '';
    action.textContent = 'Add to cart';
    document.body.append(action);
    // A phone's layout: the pop-up's corner box and the add-to-cart button overlap; the tab sits apart.
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this === action) return new DOMRect(16, 700, 358, 48);
      if (this.matches('[role="dialog"]')) return new DOMRect(16, 400, 358, 428);
      return new DOMRect(250, 60, 120, 44);
    });
    try {
      renderWithRuntime(<Popup block={popup({ delay: 100 })} />);
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Open: Get 10% off' })).toBeVisible();
      expect(document.body).toHaveFocus();
    } finally {
      boxes.mockRestore();
    }
  });

  it('steps its tab aside while it would sit over the focused control', () => {
    const size = document.createElement('a');
    size.href = '/en-us/p/boot?size=9';
    document.body.append(size);
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(250, 780, 120, 44));
    try {
      renderWithRuntime(<Popup block={popup({ delay: 60_000 })} />, { persisted: { ts_popup_visit: 'shown' } });
      const tab = () => screen.getByRole('button', { name: 'Open: Get 10% off', hidden: true }).parentElement;
      expect(tab()).not.toHaveClass('ts-popup--aside');
      act(() => {
        size.focus();
        vi.runOnlyPendingTimers();
      });
      expect(tab()).toHaveClass('ts-popup--aside');
      act(() => {
        size.blur();
        vi.runOnlyPendingTimers();
      });
      expect(tab()).not.toHaveClass('ts-popup--aside');
    } finally {
      boxes.mockRestore();
    }
  });

  it('opening by itself while the shopper is on a link leaves focus there and announces itself', () => {
    const link = document.createElement('a');
    link.href = '/en-us/c/boots';
    document.body.append(link);
    link.focus();
    renderWithRuntime(<Popup block={popup({ delay: 500 })} />);
    expect(announcer()).toHaveTextContent('');
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByRole('dialog', { name: 'Trail notes in your inbox' })).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(announcer()).toHaveTextContent('Opened in the corner: Trail notes in your inbox');
    expect(layer.at(-1)).toMatchObject({ event: 'popup_expand', trigger: 'delay' });
    link.remove();
  });

  it('reopened from its tab after opening quietly, takes focus and announces nothing', () => {
    const link = document.createElement('a');
    link.href = '/en-us/c/boots';
    document.body.append(link);
    link.focus();
    renderWithRuntime(<Popup block={popup({ delay: 500 })} />);
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Hide for now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open: Get 10% off' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    link.remove();
  });

  it('closes with Escape, remembers it per kind, and gives focus back', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    renderWithRuntime(<Popup block={popup({ delay: 0 })} />);
    act(() => void vi.advanceTimersByTime(0));
    // The shopper tabs into the pop-up that opened beside the button, then closes it.
    screen.getByRole('button', { name: 'Close: Trail notes in your inbox' }).focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Get 10% off/ })).toBeNull();
    expect(document.cookie).toContain('ts_popup_newsletter_nl=1');
    // No other pop-up comes up for the rest of the visit.
    expect(document.cookie).toContain('ts_popup_visit=closed');
    expect(before).toHaveFocus();
    before.remove();
  });

  it('a dismissed pop-up renders nothing and counts no impression', () => {
    const { container } = renderWithRuntime(<Popup block={popup()} />, { persisted: { ts_popup_newsletter_nl: '1' } });
    expect(container).toBeEmptyDOMElement();
    expect(events()).toEqual([]);
  });

  it('opens from its tab and reports clicks on its targets', () => {
    renderWithRuntime(<Popup block={popup()} />, { navigate: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Open: Get 10% off' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(layer.slice(1)).toEqual([
      { event: 'popup_expand', popupId: 'nl', popupName: 'Newsletter', popupKind: 'newsletter', trigger: 'tab' },
      { event: 'popup_click', popupId: 'nl', popupName: 'Newsletter', popupKind: 'newsletter', targetUrl: '/en-us/loyalty', targetText: 'Sign up' },
    ]);
  });

  it('not closable: no close button; Escape folds it back into its tab and it stays there', () => {
    renderWithRuntime(<Popup block={popup({ closable: false, delay: 10 })} />);
    expect(screen.queryByRole('button', { name: /Close/ })).toBeNull();
    act(() => void vi.advanceTimersByTime(10));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open: Get 10% off' })).toHaveFocus();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for an open mega menu to close before expanding', async () => {
    const menu = document.createElement('nav');
    menu.className = 'ts-mega';
    menu.innerHTML = '<button aria-expanded="true">Women</button>';
    document.body.append(menu);
    renderWithRuntime(<Popup block={popup({ delay: 100 })} />);
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      menu.querySelector('button')?.setAttribute('aria-expanded', 'false');
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks French: close button named after the pop-up', () => {
    renderWithRuntime(<Popup block={popup({ title: 'Notre infolettre' })} />, { locale: 'fr-ca' });
    expect(screen.getByRole('button', { name: 'Fermer\u202f: Notre infolettre' })).toBeInTheDocument();
  });
});
