import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThreeDSDialog } from '../../../../storefront/checkout';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const result = {
  type: 'tessera:3ds-result',
  challengeId: 'ch_0123456789abcdef0123456789abcdef',
  threeDS2Result: 'ch_0123456789abcdef0123456789abcdef.Y',
};

function renderDialog(challengeId?: string) {
  const onResult = vi.fn<(threeDS2Result: string) => void>();
  const onCancel = vi.fn<() => void>();
  renderWithRuntime(<ThreeDSDialog url="about:blank" onResult={onResult} onCancel={onCancel} {...(challengeId ? { challengeId } : {})} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Your bank’s confirmation page');
  const post = (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { onResult, onCancel, frame, post };
}

describe('ThreeDSDialog', () => {
  it('opens as a dialog titled for what it asks, with the bank’s page framed', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/Your bank asks you to confirm this payment/);
    expect(screen.getByTitle('Your bank’s confirmation page')).toHaveAttribute('src', 'about:blank');
  });

  it('accepts the result only from its frame’s window, on this origin', () => {
    const { onResult, frame, post } = renderDialog();
    expect(frame.contentWindow).not.toBeNull();
    post(result, window);
    post(result, frame.contentWindow, 'https://attacker.example');
    post({ ...result, type: 'other' }, frame.contentWindow);
    post({ type: 'tessera:3ds-result', challengeId: result.challengeId }, frame.contentWindow);
    post('tessera:3ds-result', frame.contentWindow);
    expect(onResult).not.toHaveBeenCalled();
    post(result, frame.contentWindow);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(result.threeDS2Result);
    post(result, frame.contentWindow);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('ignores another challenge’s result when it knows its own', () => {
    const { onResult, frame, post } = renderDialog('ch_ffffffffffffffffffffffffffffffff');
    post(result, frame.contentWindow);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('gives up on Escape or Cancel', async () => {
    const { onCancel } = renderDialog();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is closed without a URL, and stops listening', () => {
    const onResult = vi.fn<(threeDS2Result: string) => void>();
    renderWithRuntime(<ThreeDSDialog url={null} onResult={onResult} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: result, origin: window.location.origin, source: window }));
    });
    expect(onResult).not.toHaveBeenCalled();
  });
});
