import type { Translations } from '@suite/sdk';
import { en } from './locales/en.js';
import { fr } from './locales/fr.js';
import { es } from './locales/es.js';

/** The 'bi' namespace. */
export const biTranslations: Translations = { en, fr, es };
