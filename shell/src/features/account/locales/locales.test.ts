import { describe, expect, it } from 'vitest';
import { account as en } from './en.js';
import { account as fr } from './fr.js';
import { account as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

// English keeps the server's sentence for texts with a value ('errors.*'); the others translate them.
const translatedOnly = (key: string) => key.startsWith('errors.');

describeLocales('account', { en, fr, es }, translatedOnly);

describe('the account texts with a value', () => {
  it('are translated in fr and es', () => {
    for (const bundle of [fr, es]) expect(Object.keys(bundle.errors).sort()).toEqual(['domainTaken', 'maxUsers', 'slugTaken']);
  });
});
