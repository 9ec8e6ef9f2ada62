import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Segmentation from '../../../block-registry/segmentation/Segmentation';
import { renderWithRuntime } from '../runtime-react/with-runtime';
import { components, segmentation } from './p13n-fixtures';

const show = (locationKey: string, locale = 'en-us', persisted: Record<string, string> = {}) => {
  renderWithRuntime(<Segmentation block={segmentation} />, { locale, locationKey, persisted, components: components() });
  return screen.getAllByRole('paragraph').map((p) => p.textContent);
};

describe('Segmentation', () => {
  it('shows a logged-out shopper the loggedout segment', () => {
    expect(show('/en-us/explore')).toEqual(['welcome']);
  });
  it("a forced segment shows that segment's first target only", () => {
    expect(show('/en-us/explore?p13n_testcontext=segment:loyalty-loggedin')).toEqual(['loyalty']);
  });
  it('a forced segment the block lacks shows the baselines', () => {
    expect(show('/en-us/explore?p13n_testcontext=segment:employee-loggedin')).toEqual(['everyone']);
  });
  it('shows the baselines in EMEA without any consent answer, even when forced', () => {
    expect(show('/de-de/explore?p13n_testcontext=segment:loyalty-loggedin', 'de-de')).toEqual(['everyone']);
  });
  it('shows the baselines in EMEA when targeting consent was refused', () => {
    expect(show('/de-de/explore', 'de-de', { ts_consent: 'C0001,C0002' })).toEqual(['everyone']);
  });
  it('segments in EMEA with targeting consent', () => {
    expect(show('/de-de/explore?p13n_testcontext=segment:loyalty-loggedin', 'de-de', { ts_consent: 'C0001:1,C0004:1' })).toEqual(['loyalty']);
  });
});
