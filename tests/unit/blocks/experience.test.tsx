import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestMode } from '../../../runtime/core';
import Experience from '../../../block-registry/experience/Experience';
import { renderWithRuntime } from '../runtime-react/with-runtime';
import { components, experience } from './p13n-fixtures';

const show = (locationKey: string, locale = 'en-us', persisted: Record<string, string> = {}, mode: RequestMode = { mode: 'publish' }) => {
  renderWithRuntime(<Experience block={experience} />, { locale, locationKey, persisted, mode, components: components() });
  return screen.getAllByRole('paragraph').map((p) => p.textContent);
};

describe('Experience', () => {
  it('shows the baselines while there is no decision', () => {
    expect(show('/en-us/explore')).toEqual(['baseline']);
  });

  it('shows the variant the test context forces, and marks which one', () => {
    const { container } = renderWithRuntime(<Experience block={experience} />, {
      locationKey: '/en-us/explore?p13n_testcontext=experience:explore-banner:b',
      components: components(),
    });
    expect(screen.getByText('variant b')).toBeInTheDocument();
    expect(container.querySelector('[data-experience-id="explore-banner"]')).toHaveAttribute('data-variant-id', 'b');
  });

  it('ignores a test context for another experience or an unknown variant', () => {
    expect(show('/en-us/explore?p13n_testcontext=experience:other:b')).toEqual(['baseline']);
  });

  it('keeps the baselines in EMEA without targeting consent, whatever the test context says', () => {
    const forced = '/en-gb/explore?p13n_testcontext=experience:explore-banner:a';
    expect(show(forced, 'en-gb')).toEqual(['baseline']);
  });
  it('forces in EMEA once targeting consent is given', () => {
    expect(show('/en-gb/explore?p13n_testcontext=experience:explore-banner:a', 'en-gb', { ts_consent: 'C0001,C0004' })).toEqual(['variant a']);
  });
  it('forces in EMEA preview mode without consent, so editors can check variants', () => {
    expect(show('/pre/en-gb/explore?p13n_testcontext=experience:explore-banner:a', 'en-gb', {}, { mode: 'preview' })).toEqual(['variant a']);
  });
});
