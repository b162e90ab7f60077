import { LANGUAGES, i18n, type Language } from '@suite/sdk/i18n';
import { modulePermissionsVersion, registerModulePermissions, type DashboardKind, type WebModule } from '@suite/sdk';

const listeners = new Set<() => void>();

/** For useSyncExternalStore: called when a loaded module adds permission rules. */
export function subscribeToModulePermissions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export { modulePermissionsVersion };

/** Module error texts for languages whose sdk 'errors' bundle is not loaded yet. */
const waiting = new Map<Language, Record<string, string>>();
let watching = false;

/**
 * Adding a bundle before i18next has loaded a language's 'errors' namespace would make it think the
 * namespace is there and never load the sdk's texts: such texts wait for that load.
 */
function addErrorTexts(texts: NonNullable<WebModule['errorTexts']>): void {
  for (const language of LANGUAGES) {
    const bundle = texts[language];
    if (!bundle) continue;
    if (i18n.hasResourceBundle(language, 'errors')) i18n.addResourceBundle(language, 'errors', bundle, true, true);
    else waiting.set(language, { ...waiting.get(language), ...bundle });
  }
  if (watching || waiting.size === 0) return;
  watching = true;
  i18n.on('loaded', (loaded: Record<string, string[] | Record<string, boolean>>) => {
    for (const [language, namespaces] of Object.entries(loaded)) {
      const bundle = waiting.get(language as Language);
      const hasErrors = Array.isArray(namespaces) ? namespaces.includes('errors') : Boolean(namespaces.errors);
      if (!bundle || !hasErrors) continue;
      i18n.addResourceBundle(language, 'errors', bundle, true, true);
      waiting.delete(language as Language);
    }
  });
}

/** What a module brings besides routes and nav, applied once it has loaded: its rules and its error texts. */
export function applyModuleContributions(module: WebModule): void {
  if (module.permissions) {
    const before = modulePermissionsVersion();
    registerModulePermissions(module.permissions);
    if (modulePermissionsVersion() !== before) for (const listener of listeners) listener();
  }
  if (module.errorTexts) addErrorTexts(module.errorTexts);
}

/** The dashboard a persona's /dashboard shows: the first loaded module claiming the persona, else the founder's. */
export function dashboardKindFor(persona: string | null | undefined, modules: readonly (WebModule | null)[]): DashboardKind {
  for (const module of modules) {
    // Someone without a persona is a team member (the platform's default persona).
    const declared = module?.dashboardKinds?.find((declaration) => (declaration.personas as readonly string[]).includes(persona ?? 'TEAM_MEMBER'));
    if (declared) return declared.kind;
  }
  return 'founder';
}
