import { onboarding as en } from './en.js';
import { onboarding as fr } from './fr.js';
import { onboarding as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('onboarding', { en, fr, es });
