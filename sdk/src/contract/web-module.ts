import type { ComponentType } from 'react';
import type { FeatureKey, ModuleId } from '../domain/features.js';
import type { Persona } from '../domain/personas.js';
import type { PlanId } from '../domain/plans.js';
import type { Language } from '../i18n/languages.js';
import type { ModulePermissions } from '../permissions/modules.js';

/** A CASL check: [action, subject]. */
export type AbilityCheck = [action: string, subject: string];

/**
 * A route a module owns, known to the server too (it lists them in the modules manifest so the
 * shell knows which module a path belongs to before its remote has loaded).
 */
export interface RouteDescriptor {
  /** Absolute path in the app, e.g. '/planning-poker' or '/poker/sessions/:id'. */
  path: string;
  /** Reachable signed out (behind the protection wrapper where the spec says so). */
  public?: boolean;
  /**
   * A public page the module also builds as a standalone bundle (`dist/web/standalone/<name>.js`,
   * no federation runtime, the host's React and light kit): a signed-out visitor gets that bundle
   * instead of the remote, so the page fits the public-page budget (docs/architecture.md).
   */
  standalone?: string;
}

export interface ModuleRoute extends RouteDescriptor {
  /** The page, loaded when the route is first visited. */
  page: () => Promise<{ default: ComponentType }>;
  /** A CASL check the route needs; the shell shows Access Denied when it fails. */
  can?: AbilityCheck;
  /** i18n key of the page title (used in the document title). */
  titleKey?: string;
}

/** Who sees a sidebar entry. Every listed condition must hold. */
export interface NavVisibility {
  features?: FeatureKey[];
  /** Hidden when any of these is on (a stand-in that another domain's own entry replaces). */
  unlessFeatures?: FeatureKey[];
  /** Any of these personas (super admin sees every persona section). */
  personas?: (Persona | 'NONE')[];
  can?: AbilityCheck;
  plans?: PlanId[];
}

export interface NavItem {
  path: string;
  labelKey: string;
  /** Name of an icon of the kit's icon set. */
  icon?: string;
  visibility?: NavVisibility;
}

export interface NavSection {
  id: string;
  titleKey: string;
  order: number;
  items: NavItem[];
  visibility?: NavVisibility;
}

/** Which dashboard composes a panel: 'founder' is the platform's; modules declare their own kinds. */
export type DashboardKind = 'founder' | (string & {});

/** A dashboard a module declares: the people whose /dashboard it is. */
export interface DashboardKindDeclaration {
  kind: string;
  /** Personas whose /dashboard this is (the first module declaring a persona wins). */
  personas: Persona[];
}

export interface DashboardPanel {
  id: string;
  dashboards: DashboardKind[];
  /** Lower comes first. */
  order: number;
  /** 1 to 12 columns on desktop; full width on phones. */
  span?: number;
  component: () => Promise<{ default: ComponentType }>;
  visibility?: NavVisibility;
}

export type Translations = Record<Language, Record<string, unknown>>;

export interface WebModule {
  readonly $$type: 'suite.web-module';
  id: ModuleId;
  routes: ModuleRoute[];
  nav: NavSection[];
  dashboard?: DashboardPanel[];
  /** Dashboards this module owns (which persona's /dashboard they are). */
  dashboardKinds?: DashboardKindDeclaration[];
  /** The module's i18n namespace (its id) in every language. */
  i18n: Translations;
  /** Its permission rules (the same object its API plugin declares): the shell adds them to the ability. */
  permissions?: ModulePermissions;
  /** Translations of its error texts, keyed by the English text (added to the 'errors' namespace). */
  errorTexts?: Partial<Record<Language, Record<string, string>>>;
}

export function defineWebModule(definition: Omit<WebModule, '$$type'>): WebModule {
  return { ...definition, $$type: 'suite.web-module' };
}

export function isWebModule(value: unknown): value is WebModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WebModule>;
  return candidate.$$type === 'suite.web-module' && typeof candidate.id === 'string' && Array.isArray(candidate.routes) && Array.isArray(candidate.nav);
}

/** One entry of GET /api/system/modules. */
export interface ModuleManifestEntry {
  id: ModuleId;
  feature: FeatureKey;
  /** URL of the module's remoteEntry.js. */
  remoteEntry: string;
  /** Federation scope name of the remote. */
  scope: string;
  nav: { titleKey: string; order: number };
  /** The routes the module owns. */
  routes: RouteDescriptor[];
}
