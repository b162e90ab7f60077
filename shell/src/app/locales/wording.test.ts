import { describe, expect, it } from 'vitest';
import { shell as fr } from './fr.js';
import { shell as es } from './es.js';

describe('French and Spanish wording of the frame (issue 13)', () => {
  it('names the agile domain as a French or Spanish reader would (not a word-for-word "Agilité de survie")', () => {
    expect(fr.nav.agile).toBe('Survie agile');
    expect(es.nav.agile).toBe('Supervivencia ágil');
  });
});
