import { billing as en } from './en.js';
import { billing as fr } from './fr.js';
import { billing as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('billing', { en, fr, es });
