import { features as en } from './en.js';
import { features as fr } from './fr.js';
import { features as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

// English keeps the server's sentence for these ('issues.*'); fr and es translate them.
describeLocales('features', { en, fr, es }, (key) => key.startsWith('issues.'));
