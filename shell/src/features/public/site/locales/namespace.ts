import { registerNamespace } from '@suite/sdk/i18n';

// The 'site' namespace is registered by the public pages' own lazy chunks (not the shell's first bundle).
registerNamespace('site', async (language) => (language === 'fr' ? await import('./fr.js') : language === 'es' ? await import('./es.js') : await import('./en.js')).site);
