import { approvals as en } from './en.js';
import { approvals as fr } from './fr.js';
import { approvals as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('approvals', { en, fr, es });
