import { useCallback, useState } from 'react';
import { AuthErrors } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';

export type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/**
 * Send the verification mail again: for the signed-in user (POST /auth/resend-verification), or
 * for a typed address (POST /auth/resend-verification/public, which answers the same whether or
 * not the address has an account).
 */
export function useResendVerification() {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const send = useCallback(async (target: { signedIn: true } | { email: string }) => {
    if ('email' in target && !target.email.trim()) {
      setState({ status: 'failed', message: AuthErrors.RESEND_NEEDS_EMAIL });
      return;
    }
    setState({ status: 'sending' });
    try {
      if ('email' in target) await callEndpoint(AuthEndpoints.resendVerificationPublic, { body: { email: target.email.trim() } });
      else await callEndpoint(AuthEndpoints.resendVerification, {});
      setState({ status: 'sent' });
    } catch {
      setState({ status: 'failed', message: AuthErrors.RESEND_VERIFICATION_FAILED });
    }
  }, []);
  return { state, send };
}
