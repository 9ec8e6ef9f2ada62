import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMO_BAR_MAX_MESSAGES, promoBarSchema } from '../../../schemas';
import PromoBar from '../../../block-registry/promo-bar/PromoBar';
import { MAX_PROMO_MESSAGES } from '../../../block-registry/promo-bar/promo-messages';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const bar = (messages: unknown[], extra: Record<string, unknown> = {}) => promoBarSchema.parse({ id: 'p1', type: 'promoBar', messages, ...extra });
const text = (t: string) => ({ richText: `<p>${t}</p>` });

describe('PromoBar', () => {
  it('uses the schema’s maximum', () => {
    expect(MAX_PROMO_MESSAGES).toBe(PROMO_BAR_MAX_MESSAGES);
  });

  it('hides empty messages and caps the rest at the maximum', () => {
    const messages = [
      text('One'),
      { richText: '<p> </p>' },
      { richText: '', targets: [{ url: '/x', text: '' }] },
      ...['Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map(text),
    ];
    const { container } = renderWithRuntime(<PromoBar block={bar(messages)} />);
    const rendered = container.querySelectorAll('.ts-promo__message');
    expect(rendered).toHaveLength(PROMO_BAR_MAX_MESSAGES);
    expect([...rendered].map((m) => m.textContent)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect([...rendered].filter((m) => !(m as HTMLElement).hidden)).toHaveLength(1);
  });

  it('keeps a message that has only a link', () => {
    renderWithRuntime(<PromoBar block={bar([{ richText: '', targets: [{ url: '/sale', text: 'Shop the sale' }] }])} />);
    expect(screen.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '/sale');
  });

  it('renders nothing when every message is empty', () => {
    const { container } = renderWithRuntime(<PromoBar block={bar([{ richText: '' }, { richText: '<p></p>' }])} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is silent while it rotates by itself, and announces the message the shopper moves to with previous / next', () => {
    renderWithRuntime(<PromoBar block={bar([text('Alpha'), text('Beta')])} />);
    const track = screen.getByText('Alpha').closest('[aria-live]');
    expect(track).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: 'Next message' }).focus());
    expect(track).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next message' }));
    expect(screen.getByText('Beta')).toBeVisible();
    expect(screen.getByText('Alpha').closest('.ts-promo__message')).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
    expect(screen.getByText('Alpha').closest('.ts-promo__message')).not.toHaveAttribute('hidden');
  });

  it('stays a live region once the shopper stops the rotation, focus elsewhere', () => {
    renderWithRuntime(<PromoBar block={bar([text('Alpha'), text('Beta')])} />);
    const track = screen.getByText('Alpha').closest('[aria-live]');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    expect(screen.getByRole('button', { name: 'Resume automatic rotation' })).toBeInTheDocument();
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('closes, remembering it; a closed bar renders nothing on the next (server) render', () => {
    const first = renderWithRuntime(<PromoBar block={bar([text('Hello')])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close promotions' }));
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(document.cookie).toContain('ts_promo_p1=1');
    first.unmount();
    const again = renderWithRuntime(<PromoBar block={bar([text('Hello')])} />, { persisted: { ts_promo_p1: '1' } });
    expect(again.container).toBeEmptyDOMElement();
  });

  it('has no close button when not closable; a clickable message is one link', () => {
    renderWithRuntime(
      <PromoBar block={bar([{ clickable: true, richText: '<p>40% off</p>', targets: [{ url: '/sale', text: 'Shop' }] }], { closable: false })} />,
    );
    expect(screen.queryByRole('button', { name: 'Close promotions' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent('40% offShop');
  });

  it('speaks the site’s language', () => {
    renderWithRuntime(<PromoBar block={bar([text('Bonjour')])} />, { locale: 'fr-fr' });
    expect(screen.getByRole('button', { name: 'Fermer les promotions' })).toBeInTheDocument();
  });
});
