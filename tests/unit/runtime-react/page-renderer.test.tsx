import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResolvedSection } from '../../../runtime/core';
import { HydrationPlanContext, LAZY_SECTION_MIN_HEIGHT, PageRenderer, RichText, useIsFirstOfType } from '../../../runtime/react';
import type { BlockComponentSource } from '../../../runtime/react';
import { fakeComponents, intersectAll, renderWithRuntime } from './with-runtime';

const Text = ({ block }: { block: { id: string; text: string } }) => {
  const first = useIsFirstOfType();
  return <p data-first={first}>{block.text}</p>;
};

const sections: ResolvedSection[] = [
  {
    name: 'hero',
    lazy: false,
    inherited: false,
    items: [
      { id: 'a', type: 'text', text: 'First' },
      { id: 'b', type: 'text', text: 'Second' },
    ],
  },
  { name: 'more lazy load', lazy: true, inherited: false, items: [{ id: 'c', type: 'text', text: 'Below the fold' }] },
];

describe('PageRenderer', () => {
  it('renders eager sections in order as unlabelled <section data-section>', () => {
    const { container } = renderWithRuntime(<PageRenderer sections={sections} />, { components: fakeComponents({ text: Text }) });
    const rendered = container.querySelectorAll('section');
    expect([...rendered].map((s) => s.dataset.section)).toEqual(['hero', 'more lazy load']);
    expect(rendered[0]).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('First').dataset.first).toBe('true');
    expect(screen.getByText('Second').dataset.first).toBe('false');
  });

  it('reserves space for a lazy section, then loads its block types and renders it near the viewport', async () => {
    // The lazy section's code arrives only when asked for.
    const fake = fakeComponents({ text: Text });
    let arrived = false;
    const components: BlockComponentSource & { loads: string[][] } = {
      ...fake,
      get: (type) => (arrived ? fake.get(type) : undefined),
      load: (types) => {
        arrived = true;
        return fake.load(types);
      },
    };
    const { container } = renderWithRuntime(<PageRenderer sections={sections} />, { components });
    const placeholder = container.querySelector<HTMLElement>('[data-section="more lazy load"]');
    expect(placeholder?.style.minHeight).toBe(LAZY_SECTION_MIN_HEIGHT);
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => intersectAll());
    await waitFor(() => expect(screen.getByText('Below the fold')).toBeInTheDocument());
    expect(components.loads).toContainEqual(['text']);
  });

  it('renders a lazy section at once when its code is already here (a page the shopper comes back to), but not while hydrating', () => {
    const { container } = renderWithRuntime(<PageRenderer sections={sections} />, { components: fakeComponents({ text: Text }) });
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    container.remove();
    renderWithRuntime(
      <HydrationPlanContext value={{ eagerTypes: [], deferred: new Map() }}>
        <PageRenderer sections={sections} />
      </HydrationPlanContext>,
      { components: fakeComponents({ text: Text }) },
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
  });
});

describe('RichText', () => {
  it('renders sanitized HTML as given, and nothing for empty HTML', () => {
    const { container } = renderWithRuntime(
      <>
        <RichText html="<p>Free <strong>returns</strong></p>" className="x" />
        <RichText html="" />
      </>,
    );
    expect(container.querySelectorAll('.ts-rich-text')).toHaveLength(1);
    expect(screen.getByText('returns').tagName).toBe('STRONG');
  });
});
