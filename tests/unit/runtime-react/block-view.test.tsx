import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../../../runtime/react';
import { fakeComponents, renderWithRuntime } from './with-runtime';

const Text = ({ block }: { block: { id: string; text?: string } }) => <p>{block.text ?? block.id}</p>;
const Throws = (): never => {
  throw new Error('boom');
};

afterEach(() => vi.restoreAllMocks());

describe('BlockView', () => {
  it('renders a known block inside the block frame', () => {
    renderWithRuntime(<BlockView block={{ id: 'a', type: 'text', text: 'Hello trail' }} />, { components: fakeComponents({ text: Text }) });
    const text = screen.getByText('Hello trail');
    expect(text.closest('[data-block-id="a"]')).toHaveClass('ts-block', 'ts-block--text');
  });

  it('skips an unknown type and logs it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithRuntime(
      <>
        <BlockView block={{ id: 'x1', type: 'hologram' }} />
        <BlockView block={{ id: 'x2', type: 'hologram' }} />
        <BlockView block={{ id: 'ok', type: 'text', text: 'Still here' }} />
      </>,
      { components: fakeComponents({ text: Text }) },
    );
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toContain('hologram');
    expect(container.querySelector('[data-block-id="x1"]')).toBeNull();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('survives a throwing block: renders nothing for it, reports it, keeps its siblings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onBlockError = vi.fn();
    renderWithRuntime(
      <>
        <BlockView block={{ id: 'bad', type: 'throws' }} />
        <BlockView block={{ id: 'good', type: 'text', text: 'Unharmed' }} />
      </>,
      { components: fakeComponents({ throws: Throws, text: Text }), onBlockError },
    );
    expect(screen.getByText('Unharmed')).toBeInTheDocument();
    expect(onBlockError).toHaveBeenCalledWith('bad', expect.objectContaining({ message: 'boom' }));
  });

  it('applies hideOnBreakpoint, bottom margins (inherited upwards), background and full width', () => {
    const { container } = renderWithRuntime(
      <BlockView
        block={{
          id: 'f',
          type: 'text',
          hideOnBreakpoint: ['sm', 'lg'],
          bottomMargins: { sm: 'sm', lg: 'xl' },
          backgroundColor: '#e9dfc9',
          isFullWidth: true,
        }}
      />,
      { components: fakeComponents({ text: Text }) },
    );
    const frame = container.querySelector<HTMLElement>('[data-block-id="f"]');
    expect(frame).toHaveClass('ts-hide-sm', 'ts-hide-lg', 'ts-block--full');
    expect(frame).not.toHaveClass('ts-hide-md');
    expect(frame?.style.getPropertyValue('--ts-block-mb-sm')).toBe('var(--ts-space-4)');
    expect(frame?.style.getPropertyValue('--ts-block-mb-md')).toBe('var(--ts-space-4)');
    expect(frame?.style.getPropertyValue('--ts-block-mb-lg')).toBe('var(--ts-space-10)');
    expect(frame?.style.backgroundColor).toBe('rgb(233, 223, 201)');
  });

  it('ignores hideOnBreakpoint values that are not breakpoints', () => {
    const { container } = renderWithRuntime(<BlockView block={{ id: 'g', type: 'text', hideOnBreakpoint: ['xl', 'md'] }} />, {
      components: fakeComponents({ text: Text }),
    });
    const frame = container.querySelector('[data-block-id="g"]');
    expect(frame?.className).toContain('ts-hide-md');
    expect(frame?.className).not.toContain('ts-hide-xl');
    expect(frame).toHaveClass('ts-block--contained');
  });
});
