import { integrations as en } from './en.js';
import { integrations as fr } from './fr.js';
import { integrations as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('integrations', { en, fr, es });
