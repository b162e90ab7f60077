// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, normalizeLanguage } from './languages.js';
import { detectLanguage } from './setup.js';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  browserLanguages([]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('languages', () => {
  it("offers en, fr and es with 'en' as the fallback, remembered under i18nextLng", () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nextLng');
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['ES', 'es'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('normalizes %j to %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it('prefers the language stored under i18nextLng', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages(['fr-FR', 'en']);
    document.documentElement.lang = 'fr';
    expect(detectLanguage()).toBe('es');
  });

  it('takes the first supported browser language next', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    browserLanguages(['de-DE', 'fr-CA', 'es']);
    document.documentElement.lang = 'es';
    expect(detectLanguage()).toBe('fr');
  });

  it('falls back to the html lang attribute', () => {
    browserLanguages(['de-DE', 'it']);
    document.documentElement.lang = 'es-MX';
    expect(detectLanguage()).toBe('es');
  });

  it("answers 'en' when nothing names a supported language", () => {
    browserLanguages(['de-DE']);
    document.documentElement.lang = 'ja';
    expect(detectLanguage()).toBe('en');
  });

  it('goes on to the browser when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    browserLanguages(['fr']);
    expect(detectLanguage()).toBe('fr');
  });
});
