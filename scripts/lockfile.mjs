#!/usr/bin/env node
// Keeps package-lock.json acceptable to `npm ci`.
//
// The registry this project installs from carries only the Linux builds of some native packages
// (@swc/core, @rspack/binding). When npm cannot fetch another platform's optional package it
// leaves it out of the lock file, and `npm ci` then refuses the lock as out of sync with
// package.json. Such packages are never fetched on Linux, so listing them by name, version, os,
// cpu and libc is enough.
//
//   node scripts/lockfile.mjs          check: exit 1 and list what is missing
//   node scripts/lockfile.mjs --fix    add the missing entries in place
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const fix = process.argv.includes('--fix');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'];

/** Reads os / cpu / libc from a platform package name such as core-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex === -1) {
    const wasm = parts.find((part) => part.startsWith('wasm'));
    return wasm ? { cpu: [wasm] } : null;
  }
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  const abi = parts[osIndex + 2];
  const libc = abi === 'musl' ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return cpu ? { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) } : null;
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  if (!key.startsWith('node_modules/') || !entry.optionalDependencies) continue;
  const scope = key.slice(0, key.lastIndexOf('node_modules/'));
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const candidates = [`${key}/node_modules/${dep}`, `${scope}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const platform = platformOf(dep);
    if (!platform) {
      missing.push({ key: `node_modules/${dep}`, parent: key, entry: null });
      continue;
    }
    missing.push({
      key: `node_modules/${dep}`,
      parent: key,
      entry: {
        version,
        cpu: platform.cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        ...(entry.license ? { license: entry.license } : {}),
        optional: true,
        ...(platform.os ? { os: platform.os } : {}),
        ...(entry.peer ? { peer: true } : {}),
      },
    });
  }
}

if (missing.length === 0) {
  console.log('package-lock.json: every optional platform package is listed');
  process.exit(0);
}
if (!fix) {
  console.error('package-lock.json is missing optional packages that `npm ci` will ask for:');
  for (const item of missing) console.error(`  ${item.key} (optional dependency of ${item.parent})`);
  console.error('Run `node scripts/lockfile.mjs --fix` and commit the lock file.');
  process.exit(1);
}
const unknown = missing.filter((item) => !item.entry);
if (unknown.length > 0) {
  console.error(`Cannot tell the platform of: ${unknown.map((item) => item.key).join(', ')}`);
  process.exit(1);
}
// Insert each entry among its siblings, keeping the order npm writes.
const entries = Object.entries(packages);
for (const item of missing) {
  const at = entries.findIndex(([key]) => key !== '' && key.localeCompare(item.key, 'en') > 0 && key.startsWith(item.key.slice(0, item.key.lastIndexOf('/') + 1)));
  const siblingsEnd = entries.findLastIndex(([key]) => key.startsWith(item.key.slice(0, item.key.lastIndexOf('/') + 1)));
  entries.splice(at === -1 ? siblingsEnd + 1 : at, 0, [item.key, item.entry]);
}
lock.packages = Object.fromEntries(entries);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${missing.length} optional platform packages`);
