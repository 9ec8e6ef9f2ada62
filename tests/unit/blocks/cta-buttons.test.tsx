import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ctaButtonsSchema } from '../../../schemas';
import CtaButtons from '../../../block-registry/cta-buttons/CtaButtons';
import { BlockView } from '../../../runtime/react';
import { fakeComponents, renderWithRuntime } from '../runtime-react/with-runtime';

const cta = (extra: Record<string, unknown> = {}) =>
  ctaButtonsSchema.parse({
    id: 'c1',
    type: 'ctaButtons',
    title: 'Ready?',
    targets: [
      { url: '/en-us/c/men-1000', text: 'Men' },
      { url: '/en-us/c/women-2000', text: 'Women', style: 'tertiary', size: 'lg' },
    ],
    ...extra,
  });

describe('CtaButtons schema', () => {
  it('needs at least one button, and every button needs words', () => {
    expect(ctaButtonsSchema.safeParse({ id: 'c', type: 'ctaButtons', targets: [] }).error?.issues[0]?.path).toEqual(['targets']);
    expect(ctaButtonsSchema.safeParse({ id: 'c', type: 'ctaButtons' }).error?.issues[0]?.path).toEqual(['targets']);
    expect(ctaButtonsSchema.safeParse({ id: 'c', type: 'ctaButtons', targets: [{ url: '/x', text: ' ' }] }).error?.issues[0]?.path).toEqual([
      'targets',
      0,
      'text',
    ]);
    expect(
      ctaButtonsSchema.safeParse({ id: 'c', type: 'ctaButtons', targets: [{ url: '/x', text: 'Go', size: 'xl' }] }).error?.issues[0]?.path,
    ).toEqual(['targets', 0, 'size']);
  });
});

describe('CtaButtons', () => {
  it('renders the title as h2 and one link per button; unsized buttons take the default sizes by breakpoint', () => {
    renderWithRuntime(<CtaButtons block={cta()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ready?' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('link');
    expect(first).toHaveAttribute('href', '/en-us/c/men-1000');
    // `auto` is sm below 768px and md above it (spec 001 §9: sm, md, md), in shared.css.
    expect(first).toHaveClass('ts-button', 'ts-button--primary', 'ts-button--auto');
    expect(second).toHaveClass('ts-button--tertiary', 'ts-button--lg');
  });

  it('aligns by styles.textAlign and sizes buttons equally when asked', () => {
    const { container } = renderWithRuntime(<CtaButtons block={cta({ styles: { textAlign: 'center' }, equalTargetSize: true })} />);
    expect(container.querySelector('.ts-cta')).toHaveClass('ts-cta--center');
    expect(container.querySelector('.ts-targets')).toHaveClass('ts-targets--equal');
  });

  it('starts aligned at the start and renders rich text and small print', () => {
    const { container } = renderWithRuntime(<CtaButtons block={cta({ richText: '<p>Body copy</p>', richTextBelowTargets: '<p>Terms apply</p>' })} />);
    expect(container.querySelector('.ts-cta')).toHaveClass('ts-cta--start');
    expect(screen.getByText('Body copy')).toBeInTheDocument();
    expect(screen.getByText('Terms apply')).toBeInTheDocument();
  });

  it('follows internal links client-side; in its frame, one click is one promotion click, only for tracked blocks', () => {
    const navigate = vi.fn();
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    const components = fakeComponents({ ctaButtons: CtaButtons });
    const { unmount } = renderWithRuntime(<BlockView block={cta({ promotionTracking: { promotionId: 'P1', promotionName: 'Spring' } })} />, {
      navigate,
      components,
    });
    fireEvent.click(screen.getByRole('link', { name: 'Women' }));
    expect(navigate).toHaveBeenCalledWith('/en-us/c/women-2000');
    expect(layer).toEqual([
      {
        event: 'promotion_click',
        promotionId: 'P1',
        promotionName: 'Spring',
        blockId: 'c1',
        blockType: 'ctaButtons',
        linkText: 'Women',
        linkUrl: '/en-us/c/women-2000',
      },
    ]);
    unmount();
    layer.length = 0;
    renderWithRuntime(<BlockView block={cta()} />, { navigate, components });
    fireEvent.click(screen.getByRole('link', { name: 'Men' }));
    expect(layer).toEqual([]);
  });
});
