import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { benefitBarSchema } from '../../../schemas';
import BenefitBar from '../../../block-registry/benefit-bar/BenefitBar';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const items = [
  { icon: 'truck', text: 'Free shipping over $75', benefit: 'freeShipping' },
  { icon: 'return', text: 'Free returns', benefit: 'freeReturns', target: { url: '/en-us/help/returns/how-to-return', text: 'How returns work' } },
  { icon: 'star', text: 'Earn points' },
];
const bar = (extra: Record<string, unknown> = {}) => benefitBarSchema.parse({ id: 'b1', type: 'benefitBar', items, ...extra });

describe('BenefitBar', () => {
  it('lists each benefit with its text and link', () => {
    renderWithRuntime(<BenefitBar block={bar()} />);
    const region = screen.getByRole('region', { name: 'Our promises' });
    expect(region.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('Free shipping over $75')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How returns work' })).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
  });

  it.each(['en-gb', 'fr-fr', 'de-de'])('drops the free-shipping benefit on %s', (locale) => {
    const { container } = renderWithRuntime(<BenefitBar block={bar()} />, { locale });
    expect(container.querySelector('[data-benefit="freeShipping"]')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('renders nothing when the rule leaves no benefit', () => {
    const only = benefitBarSchema.parse({ id: 'b2', type: 'benefitBar', items: [items[0]] });
    expect(renderWithRuntime(<BenefitBar block={only} />, { locale: 'en-gb' }).container).toBeEmptyDOMElement();
  });

  it('closes, remembering it in a cookie; the next (server) render is closed', () => {
    const first = renderWithRuntime(<BenefitBar block={bar()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close our promises' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('ts_benefit_b1=1');
    first.unmount();
    expect(renderWithRuntime(<BenefitBar block={bar()} />, { persisted: { ts_benefit_b1: '1' } }).container).toBeEmptyDOMElement();
  });

  it('has no close button when not closable, and speaks German', () => {
    renderWithRuntime(<BenefitBar block={bar({ closable: false })} />, { locale: 'de-de' });
    expect(screen.getByRole('region', { name: 'Unsere Versprechen' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('rejects bad content, naming the field', () => {
    const unknownIcon = benefitBarSchema.safeParse({ id: 'x', type: 'benefitBar', items: [{ icon: 'rocket', text: 'Hi' }] });
    expect(unknownIcon.error?.issues[0]?.path).toEqual(['items', 0, 'icon']);
    const noText = benefitBarSchema.safeParse({ id: 'x', type: 'benefitBar', items: [{ icon: 'star' }] });
    expect(noText.error?.issues[0]?.path).toEqual(['items', 0, 'text']);
    const badKind = benefitBarSchema.safeParse({ id: 'x', type: 'benefitBar', items: [{ icon: 'star', text: 'Hi', benefit: 'freeLunch' }] });
    expect(badKind.error?.issues[0]?.path).toEqual(['items', 0, 'benefit']);
    expect(benefitBarSchema.safeParse({ id: 'x', type: 'benefitBar', items: [] }).success).toBe(false);
  });
});
