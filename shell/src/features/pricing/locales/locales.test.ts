import { describe, expect, it } from 'vitest';
import { pricing as en } from './en.js';
import { pricing as fr } from './fr.js';
import { pricing as es } from './es.js';
import { describeLocales } from '../../../testing/locales-kit.js';

describeLocales('pricing', { en, fr, es });

describe('the pricing buttons', () => {
  it("read in English exactly as the spec's button texts", async () => {
    const { PLAN_BUTTON_TEXTS } = await import('@suite/sdk');
    expect(en.buttons).toEqual(PLAN_BUTTON_TEXTS);
    expect(Object.keys(fr.buttons).sort()).toEqual(Object.keys(PLAN_BUTTON_TEXTS).sort());
  });
});
