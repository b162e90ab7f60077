import { registerNamespace } from '@suite/sdk/i18n';

// The 'competitors' namespace is registered by the pages' own lazy chunk (not the shell's first bundle).
registerNamespace('competitors', async (language) => (language === 'fr' ? await import('./fr.js') : language === 'es' ? await import('./es.js') : await import('./en.js')).competitors);
