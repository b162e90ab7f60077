import { registerNamespace } from '@suite/sdk/i18n';

// The 'comingSoon' namespace is registered by the page's own lazy chunk (not the shell's first bundle).
registerNamespace('comingSoon', async (language) => (language === 'fr' ? await import('./fr.js') : language === 'es' ? await import('./es.js') : await import('./en.js')).comingSoon);
