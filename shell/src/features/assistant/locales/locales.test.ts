import { describe, expect, it } from 'vitest';
import { assistant as en } from './en.js';
import { assistant as fr } from './fr.js';
import { assistant as es } from './es.js';
import { actionItems as aiEn } from '../../action-items/locales/en.js';
import { actionItems as aiFr } from '../../action-items/locales/fr.js';
import { actionItems as aiEs } from '../../action-items/locales/es.js';
import { email as emEn } from '../../email/locales/en.js';
import { email as emFr } from '../../email/locales/fr.js';
import { email as emEs } from '../../email/locales/es.js';
import { ASSISTANT_INTENTS } from '@suite/sdk/endpoints/assistant';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe('the assistant, action items and email screens speak en, fr and es', () => {
  it.each([
    ['assistant', en, fr, es],
    ['actionItems', aiEn, aiFr, aiEs],
    ['email', emEn, emFr, emEs],
  ])('%s has the same keys in the three languages', (_name, english, french, spanish) => {
    expect(keys(french).sort()).toEqual(keys(english).sort());
    expect(keys(spanish).sort()).toEqual(keys(english).sort());
  });

  it('explains the method of every intent', () => {
    for (const intent of ASSISTANT_INTENTS) expect(en.methods[intent], intent).toBeTruthy();
  });
});
