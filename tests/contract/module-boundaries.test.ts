import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MODULES = join(ROOT, 'modules');
/** A core table named in a string: `core.users`, `core.memberships as m`, `${...} core.accounts`. */
const CORE_TABLE = /(?<![\w/.@-])core\.[a-z_]+/i;

/** Module source files outside migrations (which may reference core tables) and tests. */
function moduleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'migrations'].includes(entry.name) ? [] : moduleSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** An import or export path ('./core.js'), which names a file, not a table. */
const isModulePath = (node: ts.Node) =>
  ts.isStringLiteralLike(node) &&
  ((ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) ||
    (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isLiteralTypeNode(node.parent));

/** Each string (literal or template part) naming a core table, and each withSchema('core'), as file:line. */
function coreTableReferences(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${relative(ROOT, fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (isModulePath(node)) return;
    if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && CORE_TABLE.test(node.text)) report(node, node.text);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'withSchema' &&
      node.arguments.some((arg) => ts.isStringLiteralLike(arg) && arg.text === 'core')
    ) {
      report(node, "withSchema('core')");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('module boundaries', () => {
  it('no module code outside its migrations names a core table: core data comes through capabilities (DIRECTORY, MEMBERSHIPS, ...)', () => {
    const files = moduleSources(MODULES);
    expect(files.length).toBeGreaterThan(0);
    const offences = files.flatMap((file) => coreTableReferences(file, readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });

  it('catches a core table in a string, a join, a template or withSchema, and not in comments or other schemas', () => {
    const sample = [
      "// core.users is read through the directory",
      "await knex('core.users').where('id', id);",
      "query.leftJoin('core.memberships as m', 'm.user_id', 'u.id');",
      'const table = `core.accounts`;',
      'await knex.raw(`select name from ${schema} join core.users on true`);',
      "await knex.withSchema('core').table('users');",
      "await scope.table('agile.kanban_items');",
      "import { createPokerCore } from './core.js';",
      "const view = await import('./core.js');",
    ].join('\n');
    expect(coreTableReferences(join(MODULES, 'example/api/service.ts'), sample)).toEqual([
      'modules/example/api/service.ts:2 core.users',
      'modules/example/api/service.ts:3 core.memberships as m',
      'modules/example/api/service.ts:4 core.accounts',
      'modules/example/api/service.ts:5  join core.users on true',
      "modules/example/api/service.ts:6 withSchema('core')",
    ]);
  });
});
