import { registerNamespace } from '@suite/sdk/i18n';

// Registered by the page's own lazy chunk (a super admin screen: nothing in the shell's first bundle).
registerNamespace('affiliateAdmin', async (language) => (language === 'fr' ? await import('./fr.js') : language === 'es' ? await import('./es.js') : await import('./en.js')).affiliateAdmin);
