import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/**
 * Wraps a lazily loaded widget: if its script chunk cannot be fetched, the rest of the page still
 * works and this spot says 'Loading chunk {n} failed' with a reload button (SPEC §8).
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
