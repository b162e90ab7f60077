import { admin as en } from './en.js';
import { admin as fr } from './fr.js';
import { admin as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('admin', { en, fr, es });
