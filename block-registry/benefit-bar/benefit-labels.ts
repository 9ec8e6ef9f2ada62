import { useRuntime } from '../../runtime/react';

/** The benefit bar's own words per site language (content supplies the benefits themselves). */
const en = { region: 'Our promises', close: 'Close our promises' };
type BenefitLabels = typeof en;
const byLanguage: Readonly<Record<string, BenefitLabels>> = {
  en,
  fr: { region: 'Nos engagements', close: 'Fermer nos engagements' },
  de: { region: 'Unsere Versprechen', close: 'Unsere Versprechen schließen' },
};

export function useBenefitLabels(): BenefitLabels {
  const { site } = useRuntime();
  return byLanguage[site.locale.language] ?? en;
}
