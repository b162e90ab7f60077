import { support as en } from './en.js';
import { support as fr } from './fr.js';
import { support as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('support', { en, fr, es });
