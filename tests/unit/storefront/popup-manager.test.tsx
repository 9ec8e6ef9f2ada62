import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockComponents, firstUndismissed, popupFlagName } from '../../../block-registry';
import { popupSchema } from '../../../schemas';
import PopupManager from '../../../storefront/shell/PopupManager';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const popup = (id: string, kind: 'newsletter' | 'account') =>
  popupSchema.parse({ id, type: 'popup', kind, title: `Pop-up ${id}`, minimizedTitle: `Tab ${id}` });
const popups = [popup('nl', 'newsletter'), popup('acc', 'account')];

describe('pop-up flags', () => {
  it('track newsletter pop-ups apart from account pop-ups', () => {
    expect(popupFlagName(popups[0]!)).toBe('popup_newsletter_nl');
    expect(popupFlagName(popups[1]!)).toBe('popup_account_acc');
    expect(popupFlagName({ id: 'nl', kind: 'account' })).not.toBe(popupFlagName({ id: 'nl', kind: 'newsletter' }));
  });

  it('pick the first pop-up not yet dismissed', () => {
    const flags = new Map<string, string>();
    expect(firstUndismissed(popups, (n) => flags.get(n))?.id).toBe('nl');
    flags.set('popup_newsletter_nl', '1');
    expect(firstUndismissed(popups, (n) => flags.get(n))?.id).toBe('acc');
    flags.set('popup_account_acc', '1');
    expect(firstUndismissed(popups, (n) => flags.get(n))).toBeUndefined();
  });

  it('pick none for the rest of a visit in which one was closed: closing one never brings the next', () => {
    const flags = new Map<string, string>([['popup_newsletter_nl', '1']]);
    expect(firstUndismissed(popups, (n) => flags.get(n))?.id).toBe('acc');
    flags.set('popup_visit', 'closed');
    expect(firstUndismissed(popups, (n) => flags.get(n))).toBeUndefined();
    // A visit that only saw one open by itself still shows the next (as its tab).
    flags.set('popup_visit', 'shown');
    expect(firstUndismissed(popups, (n) => flags.get(n))?.id).toBe('acc');
  });
});

describe('PopupManager', () => {
  const render = async (persisted: Record<string, string>) => {
    await blockComponents.load(['popup']);
    const result = renderWithRuntime(<PopupManager popups={popups} />, { components: blockComponents, persisted });
    await act(() => Promise.resolve());
    return result;
  };

  it('shows only the first pop-up, as its tab', async () => {
    await render({});
    expect(screen.getByRole('button', { name: 'Open: Tab nl' })).toBeInTheDocument();
    expect(screen.queryByText('Tab acc')).toBeNull();
  });

  it('shows the second once the first was dismissed, read from the cookie flags', async () => {
    await render({ ts_popup_newsletter_nl: '1' });
    expect(screen.getByRole('button', { name: 'Open: Tab acc' })).toBeInTheDocument();
  });

  it('shows nothing when every pop-up was dismissed', async () => {
    const { container } = await render({ ts_popup_newsletter_nl: '1', ts_popup_account_acc: '1' });
    expect(container).toBeEmptyDOMElement();
  });
});
