import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = {
  children: ReactNode;
  /** What to show instead of the error screen, where the page is whole without the widget. */
  fallback?: ReactNode;
};

/**
 * Wraps a lazily loaded widget: if its script chunk cannot be fetched (or times out, PRODUCT §9),
 * the rest of the page still works and this spot says 'Loading chunk {n} failed' with a reload
 * button (PRODUCT §8), or shows `fallback`.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error) return this.props.fallback ?? <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
