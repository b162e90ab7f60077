import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) value.forEach((item, index) => out.set(`${name}.${index}`, String(item)));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value as Tree, name)) out.set(k, v);
    else out.set(name, String(value));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const languages = { en: flatten(en), fr: flatten(fr), es: flatten(es) };

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the 'agile' namespace", () => {
  it('has the same keys in English, French and Spanish', () => {
    const keys = [...languages.en.keys()].sort();
    expect([...languages.fr.keys()].sort()).toEqual(keys);
    expect([...languages.es.keys()].sort()).toEqual(keys);
  });

  it('uses the same interpolation variables in every language', () => {
    for (const [key, text] of languages.en) {
      expect(variables(languages.fr.get(key)!), `fr ${key}`).toEqual(variables(text));
      expect(variables(languages.es.get(key)!), `es ${key}`).toEqual(variables(text));
    }
  });

  it('leaves no text empty', () => {
    for (const [lang, strings] of Object.entries(languages)) for (const [key, text] of strings) expect(text.trim(), `${lang} ${key}`).not.toBe('');
  });

  it('holds every literal key the screens ask for', () => {
    const used = new Set<string>();
    for (const file of sources(webDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !languages.en.has(key) && !languages.en.has(`${key}_one`));
    expect(missing).toEqual([]);
  });

  it('keeps the dashboard errors of the spec in Spanish', () => {
    expect(es.dashboard.errors).toEqual({ loadSessions: 'Error al cargar sesiones', deleteSession: 'Error al eliminar sesión', saveSession: 'Error al guardar la sesión' });
  });

  it("shows the connection texts of the spec in English, with the attempt number", () => {
    expect(en.connection.reconnecting.replace('{{attempt}}', '3')).toBe('Reconnecting... (attempt 3)');
    expect(en.connection.failed.replace('{{reason}}', 'timeout')).toBe('Connection failed: timeout');
  });
});
