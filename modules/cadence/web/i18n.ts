import type { Translations } from '@suite/sdk';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';

/** The 'cadence' namespace in every language (loaded with the remote). */
export const cadenceTranslations: Translations = { en, fr, es };
