import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResolvedBlock, ResolvedSection } from '../../../runtime/core';
import { pageHeadingBlock, PageHeadingContext, useIsPageHeading } from '../../../runtime/react';
import { CurrentBlockContext } from '../../../runtime/react/block-order';

const block = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, ...extra }) as unknown as ResolvedBlock;
const section = (items: ResolvedBlock[], lazy = false) => ({ name: 'main', items, lazy }) as unknown as ResolvedSection;

describe('the page heading', () => {
  it('is the lead block when it is a hero, a banner or an article with a title', () => {
    expect(pageHeadingBlock([section([block('h', 'hero', { title: 'Trail season' }), block('b', 'banner', { title: 'x' })])])).toBe('h');
    expect(pageHeadingBlock([section([]), section([block('a', 'articlePage', { title: 'First snow' })])])).toBe('a');
    expect(pageHeadingBlock([section([block('b', 'banner', { titleHtml: '<b>Free</b> returns' })])])).toBe('b');
  });

  it('is none when the lead block has no title, titles with another heading, or sits in a lazy section', () => {
    expect(pageHeadingBlock([section([block('h', 'hero', { title: '' }), block('h2', 'hero', { title: 'Later' })])])).toBeNull();
    expect(pageHeadingBlock([section([block('g', 'articleGrid', { title: 'From the journal' })])])).toBeNull();
    expect(pageHeadingBlock([section([block('h', 'hero', { title: 'Below the fold' })], true)])).toBeNull();
    expect(pageHeadingBlock([])).toBeNull();
  });

  it('is told to that block only, and to none outside a page', () => {
    const Probe = () => <p>{useIsPageHeading() ? 'h1' : 'h2'}</p>;
    render(
      <PageHeadingContext value="h">
        <CurrentBlockContext value="h">
          <Probe />
        </CurrentBlockContext>
        <CurrentBlockContext value="other">
          <Probe />
        </CurrentBlockContext>
      </PageHeadingContext>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['h1', 'h2']);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('h2');
  });
});
