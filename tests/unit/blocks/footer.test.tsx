import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerSchema } from '../../../schemas';
import { brands } from '../../../runtime/core';
import Footer from '../../../block-registry/footer/Footer';
import { renderWithRuntime } from '../runtime-react/with-runtime';

const footer = footerSchema.parse({
  id: 'f',
  type: 'footer',
  newsletter: { title: 'Get out there with us' },
  columns: [{ title: 'Help', links: [{ url: '/help/contact-us', text: 'Contact us' }] }],
  social: [{ network: 'instagram', url: 'https://instagram.com/' }],
  legal: '© 2026 Tessera',
});

describe('Footer', () => {
  it('renders columns as disclosure widgets, named social links and legal text', () => {
    const { container } = renderWithRuntime(<Footer block={footer} />);
    expect(container.querySelector('details.ts-footer__column summary')).toHaveTextContent('Help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/help/contact-us');
    const social = screen.getByRole('link', { name: 'Follow us on Instagram' });
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(social.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Get out there with us' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Tessera')).toBeInTheDocument();
  });

  it('lists every locale of every brand, linking to /{locale}, the current one marked', () => {
    const { container } = renderWithRuntime(<Footer block={footer} />, { locale: 'fr-ca' });
    const picker = container.querySelector<HTMLElement>('.ts-footer__locales');
    if (!picker) throw new Error('no locale picker');
    const all = brands.flatMap((b) => b.locales);
    for (const l of all) expect(within(picker).getByRole('link', { name: l.label, hidden: true })).toHaveAttribute('href', `/${l.locale}`);
    expect(within(picker).getByRole('link', { name: 'Canada (Français)', hidden: true })).toHaveAttribute('aria-current', 'true');
  });
});
