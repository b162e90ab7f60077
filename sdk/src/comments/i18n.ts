import { registerNamespace } from '../i18n/setup.js';

/** The 'comments' namespace (panels here, the shell's /comments and /versions pages), loaded per language on first use. */
export const COMMENTS_NAMESPACE = 'comments';
registerNamespace(COMMENTS_NAMESPACE, async (language) =>
  (language === 'fr' ? await import('./locales/fr.js') : language === 'es' ? await import('./locales/es.js') : await import('./locales/en.js')).comments,
);

/** A type's name in the reader's language, falling back to the label the module declared. */
export const typeKey = (type: string) => `types.${type}`;
