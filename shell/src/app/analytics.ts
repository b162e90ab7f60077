import { callEndpoint } from '@suite/sdk/client';
import { AnalyticsEndpoints } from '@suite/sdk/endpoints';

/** Page views and client errors go to the platform's analytics events (fire and forget). */
function send(event: { type: 'page_view' | 'client_error'; path: string; detail?: string }): void {
  callEndpoint(AnalyticsEndpoints.recordEvent, { body: event }).catch(() => undefined);
}

export function trackPageView(path: string): void {
  send({ type: 'page_view', path });
}

export function reportClientError(error: unknown, detail?: string): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  send({ type: 'client_error', path: typeof location === 'undefined' ? '' : location.pathname, detail: `${message}${detail ? `\n${detail}` : ''}`.slice(0, 2000) });
}

/** Unhandled global errors are reported too (platform.md section 2.3). */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
