import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@suite/sdk/build';
import { createStandaloneConfig } from '@suite/sdk/build/standalone';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The texts of the areas a standalone page does not show, left out (other-areas-texts.ts stands in
// for them), matched on the import: 'poker/locales/' is the poker room's part of the namespace,
// 'planning-' kanban's beyond the board (kanban/locales/planning-<language>.ts), 'sessions-' retro's
// list and form (retro/locales/sessions-<language>.ts).
const otherAreasTexts = (...areas) => [{ test: new RegExp(`/(${areas.join('|')})(en|fr|es)\\.js$`), with: 'web/standalone/other-areas-texts.ts' }];

// The remote, and the standalone demos a signed-out visitor loads instead (routes with
// `standalone`): each carries its own area's texts only, so one build each (the replacement holds
// for a whole build).
export default [
  createRemoteConfig({ id: 'agile', dir }),
  createStandaloneConfig({ id: 'agile', dir, pages: ['poker-demo'], replace: otherAreasTexts('retro/locales/', 'teams/locales/', 'kanban/locales/', 'integrations/locales/') }),
  createStandaloneConfig({ id: 'agile', dir, pages: ['retro-demo'], replace: otherAreasTexts('poker/locales/', 'sessions-', 'teams/locales/', 'kanban/locales/', 'integrations/locales/') }),
  createStandaloneConfig({ id: 'agile', dir, pages: ['kanban-demo'], replace: otherAreasTexts('poker/locales/', 'retro/locales/', 'teams/locales/', 'planning-', 'integrations/locales/') }),
];
