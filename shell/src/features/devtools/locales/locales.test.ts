import { devtools as en } from './en.js';
import { devtools as fr } from './fr.js';
import { devtools as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('devtools', { en, fr, es });
