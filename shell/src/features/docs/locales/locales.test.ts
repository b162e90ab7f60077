import { docs as en } from './en.js';
import { docs as fr } from './fr.js';
import { docs as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('docs', { en, fr, es });
