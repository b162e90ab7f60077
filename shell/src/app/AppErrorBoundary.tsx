import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { ShellTexts } from '@suite/sdk';
import { reportClientError } from './analytics.js';

const ErrorFallback = lazy(() => import('./ErrorFallback.js'));

interface State {
  error: Error | null;
}

const plainFallback = <p role="alert">{ShellTexts.UNEXPECTED_ERROR}</p>;

/** Keeps the plain sentence when the card itself cannot load (offline, a new deployment). */
class FallbackGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? plainFallback : this.props.children;
  }
}

/**
 * 'An unexpected error occurred. Please try refreshing the page', details, and 'Try Again'. The
 * card loads when needed; until it has (or if it cannot), the sentence shows as plain text.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <FallbackGuard>
        <Suspense fallback={plainFallback}>
          <ErrorFallback error={error} onRetry={() => this.setState({ error: null })} />
        </Suspense>
      </FallbackGuard>
    );
  }
}
