import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODULE_META, isModuleId } from '@suite/sdk';
import type { ApiPlugin } from '@suite/sdk';
import { remoteVersion } from '../core/system/routes.js';

/**
 * Modules' standalone public pages (a web route with `standalone`, such as agile's poker demo). For
 * such a path the server sends the shell's standalone.html, whose entry (shell/src/standalone-entry.tsx)
 * renders the page without the app for a signed-out visitor, so a demo room's first load stays
 * within the public-page budget. `<meta name="suite-standalone">` names the page.
 */
export interface StandalonePage {
  moduleId: string;
  name: string;
  titleKey: string;
}

/** Public path -> its standalone page, from the plugins' web routes. */
export function standalonePagesOf(plugins: readonly ApiPlugin[]): Map<string, StandalonePage> {
  const pages = new Map<string, StandalonePage>();
  for (const plugin of plugins) {
    const id = String(plugin.id);
    if (!isModuleId(id)) continue;
    for (const route of plugin.webRoutes ?? []) {
      if (route.public && route.standalone) pages.set(route.path, { moduleId: id, name: route.standalone, titleKey: MODULE_META[id].titleKey });
    }
  }
  return pages;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface StandaloneTemplate {
  /** The standalone entry's page (dist/standalone/index.html). */
  html: string;
  /** The app's script and styles (from dist/index.html), which the page loads for a signed-in visitor. */
  appScript: string | null;
  appStyle: string | null;
}

/** The standalone page's HTML with the page named in its head (before </head>). */
export function withStandaloneMeta(template: StandaloneTemplate, page: StandalonePage, modulesDir: string | null): string {
  const remoteEntry = `/modules/${page.moduleId}/remoteEntry.js?v=${remoteVersion(modulesDir, page.moduleId)}`;
  const data: Record<string, string | null> = { module: page.moduleId, page: page.name, 'remote-entry': remoteEntry, 'title-key': page.titleKey, 'app-script': template.appScript, 'app-style': template.appStyle };
  const attributes = Object.entries(data)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('');
  return template.html.replace('</head>', `<meta name="suite-standalone"${attributes} /></head>`);
}

/** An attribute of the first such tag in built (possibly minified, unquoted) HTML. */
function attributeOf(html: string, tag: string, attribute: string, wanted?: RegExp): string | null {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const value = new RegExp(`\\s${attribute}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(element);
    const found = value?.[1] ?? value?.[2] ?? value?.[3];
    if (found && (!wanted || wanted.test(found))) return found;
  }
  return null;
}

/** The built pages, read again when a build changes them; null when there is no standalone build. */
export function standaloneTemplate(shellDir: string): () => StandaloneTemplate | null {
  const pageFile = path.join(shellDir, 'standalone', 'index.html');
  const appFile = path.join(shellDir, 'index.html');
  let cached: { stamp: string; template: StandaloneTemplate } | null = null;
  return () => {
    if (!existsSync(pageFile) || !existsSync(appFile)) return null;
    const stamp = `${statSync(pageFile).mtimeMs}:${statSync(appFile).mtimeMs}`;
    if (cached?.stamp !== stamp) {
      const app = readFileSync(appFile, 'utf8');
      cached = {
        stamp,
        template: {
          html: readFileSync(pageFile, 'utf8'),
          appScript: attributeOf(app, 'script', 'src'),
          appStyle: attributeOf(app, 'link', 'href', /\.css$/),
        },
      };
    }
    return cached.template;
  };
}
