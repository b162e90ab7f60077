import type { Translations } from '@suite/sdk';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';

/** The 'engagement' namespace. */
export const engagementTranslations: Translations = { en, fr, es };
