import { affiliateAdmin as en } from './en.js';
import { affiliateAdmin as fr } from './fr.js';
import { affiliateAdmin as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('affiliateAdmin', { en, fr, es });
