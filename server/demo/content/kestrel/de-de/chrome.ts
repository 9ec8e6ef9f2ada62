import type { KestrelCopy } from '../copy';

/** Promo-Leiste, Menü, Footer und gemeinsame Texte auf Deutsch (kein Gratisversand: Deutschland ist ausgenommen, spec 001 §9). */
export const chrome: KestrelCopy['chrome'] = {
  promo: () => [
    '<strong>Kostenlose Rücksendung</strong> innerhalb von 30 Tagen',
    '<strong>Winter-Sale:</strong> bis zu 40 % Rabatt auf Schuhe und Bekleidung',
    'Kestrel-Club-Mitglieder erhalten <strong>10 % Rabatt</strong> auf die erste Bestellung',
  ],
  promoLink: 'Zum Sale',
  links: {
    home: 'Startseite',
    about: 'Über Kestrel',
    ourStory: 'Unsere Geschichte',
    sustainability: 'Nachhaltigkeit',
    help: 'Hilfe',
    contact: 'Kontakt',
    shipping: 'Versand & Lieferung',
    returnPolicy: 'Rücksendung & Erstattung',
    returns: 'So funktioniert die Rücksendung',
    privacy: 'Datenschutz',
    brandTerms: 'AGB',
    saleTerms: 'Sale-Bedingungen',
    loyalty: 'Kestrel Club',
    loyaltyTerms: 'Club-Bedingungen',
    smsTerms: 'SMS-Bedingungen',
    associateTerms: 'Bedingungen des Mitarbeiterrabatts',
  },
  columns: { stories: 'Geschichten', help: 'Hilfe' },
  menu: { shopAll: (label) => `${label}: alle Artikel`, visualSelectorsTitle: 'Unsere Kollektionen' },
  footer: {
    columns: { shop: 'Shop', help: 'Hilfe', company: 'Unternehmen', membership: 'Kestrel Club' },
    newsletter: { title: 'Newsletter abonnieren', text: 'Neuheiten, Trainingspläne und Club-News alle zwei Wochen. Abmeldung jederzeit möglich.' },
    legal: '© Kestrel Running Ltd. Alle Rechte vorbehalten. Alle Preise inkl. MwSt.',
  },
  common: { shopNow: 'Jetzt entdecken', badges: { new: 'Neu', bestseller: 'Bestseller' } },
};
