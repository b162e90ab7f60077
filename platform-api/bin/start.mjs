#!/usr/bin/env node
/**
 * `npm start`: build what is missing or older than its sources, then serve the whole product
 * (platform API, shell and remotes) on PORT (3000) with embedded PGlite in DATA_DIR (./.data).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const modules = readdirSync(path.join(root, 'modules')).filter((name) => existsSync(path.join(root, 'modules', name, 'package.json')));

/** Newest modification time under a path (files only), ignoring build output and dependencies. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'dist' || entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const outputs = [
  path.join(root, 'platform-api', 'dist', 'main.js'),
  path.join(root, 'shell', 'dist', 'index.html'),
  path.join(root, 'shell', 'dist', 'standalone', 'index.html'),
  ...modules.map((name) => path.join(root, 'modules', name, 'dist', 'web', 'remoteEntry.js')),
];
const sources = [path.join(root, 'sdk', 'src'), path.join(root, 'sdk', 'build'), path.join(root, 'platform-api', 'src'), path.join(root, 'shell', 'src'), ...modules.map((name) => path.join(root, 'modules', name))];

const oldestOutput = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const newestSource = Math.max(...sources.map(newest));
if (oldestOutput === 0 || newestSource > oldestOutput) {
  console.log(oldestOutput === 0 ? 'Building the product (first run)...' : 'Sources changed since the last build: rebuilding...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'platform-api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
