import { registerNamespace } from '@suite/sdk/i18n';
import { registerAuthNamespaces } from '../features/auth/locales/namespaces.js';

/**
 * What the public frame reads (header, footer, cart drawer): all a standalone page registers
 * (standalone-entry.tsx), so its entry carries no loader of the app's other namespaces.
 */
export function registerPublicFrameNamespaces(): void {
  registerNamespace('shell', async (language) =>
    (language === 'fr' ? await import('./locales/fr.js') : language === 'es' ? await import('./locales/es.js') : await import('./locales/en.js')).shell,
  );
  registerNamespace('billing', async (language) => (language === 'fr' ? await import('../features/billing/locales/fr.js') : language === 'es' ? await import('../features/billing/locales/es.js') : await import('../features/billing/locales/en.js')).billing);
}

/** The shell's namespaces, loaded per language on first use. */
export function registerShellNamespaces(): void {
  registerPublicFrameNamespaces();
  registerAuthNamespaces();
  registerNamespace('account', async (language) => (language === 'fr' ? await import('../features/account/locales/fr.js') : language === 'es' ? await import('../features/account/locales/es.js') : await import('../features/account/locales/en.js')).account);
  registerNamespace('pricing', async (language) => (language === 'fr' ? await import('../features/pricing/locales/fr.js') : language === 'es' ? await import('../features/pricing/locales/es.js') : await import('../features/pricing/locales/en.js')).pricing);
  registerNamespace('integrations', async (language) => (language === 'fr' ? await import('../features/integrations/locales/fr.js') : language === 'es' ? await import('../features/integrations/locales/es.js') : await import('../features/integrations/locales/en.js')).integrations);
  registerNamespace('features', async (language) => (language === 'fr' ? await import('../features/features/locales/fr.js') : language === 'es' ? await import('../features/features/locales/es.js') : await import('../features/features/locales/en.js')).features);
  registerNamespace('onboarding', async (language) => (language === 'fr' ? await import('../features/onboarding/locales/fr.js') : language === 'es' ? await import('../features/onboarding/locales/es.js') : await import('../features/onboarding/locales/en.js')).onboarding);
  registerNamespace('support', async (language) => (language === 'fr' ? await import('../features/support/locales/fr.js') : language === 'es' ? await import('../features/support/locales/es.js') : await import('../features/support/locales/en.js')).support);
  registerNamespace('admin', async (language) => (language === 'fr' ? await import('../features/admin/locales/fr.js') : language === 'es' ? await import('../features/admin/locales/es.js') : await import('../features/admin/locales/en.js')).admin);
  registerNamespace('devtools', async (language) => (language === 'fr' ? await import('../features/devtools/locales/fr.js') : language === 'es' ? await import('../features/devtools/locales/es.js') : await import('../features/devtools/locales/en.js')).devtools);
  registerNamespace('approvals', async (language) => (language === 'fr' ? await import('../features/approvals/locales/fr.js') : language === 'es' ? await import('../features/approvals/locales/es.js') : await import('../features/approvals/locales/en.js')).approvals);
  registerNamespace('notifications', async (language) => (language === 'fr' ? await import('../features/notifications/locales/fr.js') : language === 'es' ? await import('../features/notifications/locales/es.js') : await import('../features/notifications/locales/en.js')).notifications);
  registerNamespace('assistant', async (language) => (language === 'fr' ? await import('../features/assistant/locales/fr.js') : language === 'es' ? await import('../features/assistant/locales/es.js') : await import('../features/assistant/locales/en.js')).assistant);
  registerNamespace('actionItems', async (language) => (language === 'fr' ? await import('../features/action-items/locales/fr.js') : language === 'es' ? await import('../features/action-items/locales/es.js') : await import('../features/action-items/locales/en.js')).actionItems);
  registerNamespace('email', async (language) => (language === 'fr' ? await import('../features/email/locales/fr.js') : language === 'es' ? await import('../features/email/locales/es.js') : await import('../features/email/locales/en.js')).email);
  registerNamespace('docs', async (language) => (language === 'fr' ? await import('../features/docs/locales/fr.js') : language === 'es' ? await import('../features/docs/locales/es.js') : await import('../features/docs/locales/en.js')).docs);
}
