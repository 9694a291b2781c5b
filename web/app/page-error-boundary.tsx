import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error.tsx';

/**
 * Catches a page that failed to load or render (for example a chunk missing after a deploy) and
 * shows RouteError instead of a blank screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
