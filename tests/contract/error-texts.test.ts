import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as platformCatalogues from '../../sdk/src/domain/errors.js';
import { isWebModule, type ErrorCatalogue, type WebModule } from '@suite/sdk';
import { installedPlugins } from '@suite/platform-api';
import * as es from '../../sdk/src/i18n/locales/es.js';
import * as fr from '../../sdk/src/i18n/locales/fr.js';

/**
 * Every fixed error text users can read has a French and a Spanish translation: the platform's
 * catalogues in the sdk's 'errors' bundles, each module's catalogues (its API plugin's `errors`)
 * in the `errorTexts` of its web module, which the shell adds to the same namespace.
 */

// As the sdk's own coverage test: i18n keys, a domain with no screens yet, and the shell texts are not shown as errors.
const NOT_SHOWN = new Set(['DashboardErrorKeys', 'ShellTexts']);
const PLATFORM_CATALOGUES = Object.entries(platformCatalogues).filter(([name]) => !NOT_SHOWN.has(name));

const fixedTexts = (catalogue: ErrorCatalogue): string[] => Object.values(catalogue).filter((text): text is string => typeof text === 'string');

async function webModuleOf(id: string): Promise<WebModule | null> {
  const entry = fileURLToPath(new URL(`../../modules/${id}/web/index.ts`, import.meta.url));
  if (!existsSync(entry)) return null;
  const loaded = (await import(entry)) as { default?: unknown };
  return isWebModule(loaded.default) ? loaded.default : null;
}

describe('error texts in French and Spanish', () => {
  it.each(['fr', 'es'] as const)("has a %s translation for every error text of the platform's catalogues", (language) => {
    const translations = (language === 'fr' ? fr : es).errors as Record<string, string>;
    const missing = PLATFORM_CATALOGUES.flatMap(([name, catalogue]) => fixedTexts(catalogue as ErrorCatalogue).filter((text) => !(text in translations)).map((text) => `${name}: ${text}`));
    expect(missing).toEqual([]);
  });

  it.each(installedPlugins.filter((plugin) => plugin.errors?.length).map((plugin) => [plugin.id, plugin] as const))(
    "has a fr and es translation for every error text %s declares, in its web module's errorTexts",
    async (id, plugin) => {
      const module = await webModuleOf(String(id));
      expect(module, `modules/${id}/web/index.ts exposes the WebModule`).not.toBeNull();
      const missing = plugin.errors!.flatMap(fixedTexts).flatMap((text) =>
        (['fr', 'es'] as const).filter((language) => !module!.errorTexts?.[language]?.[text]).map((language) => `${language}: ${text}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it('finds the agile catalogues through the agile plugin', () => {
    const agile = installedPlugins.find((plugin) => plugin.id === 'agile');
    expect(agile?.errors?.flatMap(fixedTexts)).toContain('Team not found');
  });
});
