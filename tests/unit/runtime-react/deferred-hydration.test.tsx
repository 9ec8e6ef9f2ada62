import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockView, blocksByFold } from '../../../runtime/react';
import { fakeComponents, renderWithRuntime } from './with-runtime';

const Text = ({ block }: { block: { id: string; text: string } }) => <p>{block.text}</p>;

describe('blocks not held at hydration', () => {
  it('render at once', () => {
    renderWithRuntime(<BlockView block={{ id: 'free', type: 'text', text: 'Now' }} />, { components: fakeComponents({ text: Text }) });
    expect(screen.getByText('Now')).toBeInTheDocument();
  });
});

describe('blocksByFold', () => {
  it('puts blocks without a box (hidden at this breakpoint) off screen', () => {
    document.body.innerHTML = '<div data-block-id="a" data-block-type="hero"></div>';
    const { onScreen, offScreen } = blocksByFold(document, 800);
    // jsdom lays nothing out: no client rects, so nothing counts as seen.
    expect(onScreen).toEqual([]);
    expect(offScreen.map((el) => el.dataset.blockId)).toEqual(['a']);
    document.body.innerHTML = '';
  });
});
