import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  readonly blockId: string;
  readonly blockType: string;
  readonly onError?: ((blockId: string, error: unknown) => void) | undefined;
  readonly children: ReactNode;
}

/** One throwing block renders nothing instead of taking the page down. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[tessera] block ${this.props.blockId} (${this.props.blockType}) failed to render`, error, info.componentStack);
    this.props.onError?.(this.props.blockId, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
