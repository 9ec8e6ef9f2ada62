import { Component } from 'react';
import type { ComponentType, ReactNode } from 'react';

interface Props {
  readonly fallback: ComponentType<{ readonly status: number }>;
  readonly children: ReactNode;
}

/** Renders a route's `ErrorBoundary` in place of its component when the component throws, inside the shell. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[tessera] an app route failed to render', error);
  }

  override render(): ReactNode {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback status={500} /> : children;
  }
}
