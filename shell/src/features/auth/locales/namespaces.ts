import { registerNamespace } from '@suite/sdk/i18n';

/**
 * The sign-in screens' namespaces, one per group of screens so that the login page loads only its
 * own strings: 'auth' (shared words and the login), 'authRegister', 'authRecovery' (forgotten and
 * reset password), 'authVerify' (second factor, email verification), 'authDemo' (demo panel).
 */
export function registerAuthNamespaces(): void {
  registerNamespace('auth', async (language) => (language === 'fr' ? await import('./fr.js') : language === 'es' ? await import('./es.js') : await import('./en.js')).auth);
  registerNamespace('authRegister', async (language) => (language === 'fr' ? await import('./register/fr.js') : language === 'es' ? await import('./register/es.js') : await import('./register/en.js')).authRegister);
  registerNamespace('authRecovery', async (language) => (language === 'fr' ? await import('./recovery/fr.js') : language === 'es' ? await import('./recovery/es.js') : await import('./recovery/en.js')).authRecovery);
  registerNamespace('authVerify', async (language) => (language === 'fr' ? await import('./verify/fr.js') : language === 'es' ? await import('./verify/es.js') : await import('./verify/en.js')).authVerify);
  registerNamespace('authDemo', async (language) => (language === 'fr' ? await import('./demo/fr.js') : language === 'es' ? await import('./demo/es.js') : await import('./demo/en.js')).authDemo);
}
