import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@suite/sdk/build';
import { createStandaloneConfig } from '@suite/sdk/build/standalone';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The remote, and the standalone poker demo a signed-out visitor loads instead (routes with
// `standalone`): the demo carries the room's texts, not the other areas' (other-areas-texts.ts).
export default [
  createRemoteConfig({ id: 'agile', dir }),
  createStandaloneConfig({
    id: 'agile',
    dir,
    pages: ['poker-demo'],
    replace: [{ test: /\/(retro|teams|kanban|integrations)\/locales\/(en|fr|es)\.js$/, with: 'web/standalone/other-areas-texts.ts' }],
  }),
];
