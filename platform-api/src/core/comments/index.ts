import type { ApiPlugin, DirectoryCapability, FeatureChecker, VersionsCapability } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { GovernedObjects } from './objects.js';
import { CommentService } from './service.js';
import { registerCommentRoutes } from './routes.js';
import { VersionService } from '../versions/service.js';
import { registerVersionRoutes } from '../versions/routes.js';

/**
 * Comments and versions of modules' objects (issue 22): one route table each, built over the
 * object types the installed plugins declare.
 */
export function registerCommentsAndVersions(
  area: () => RouteTable,
  deps: { core: CoreContext; plugins: () => readonly ApiPlugin[]; features: FeatureChecker; directory: DirectoryCapability; versions: VersionsCapability },
): { comments: RouteTable; versions: RouteTable } {
  const objects = new GovernedObjects(deps.plugins, deps.features);
  const comments = area();
  registerCommentRoutes(comments, new CommentService({ core: deps.core, objects, directory: deps.directory }), objects, deps.core.now);
  const versions = area();
  registerVersionRoutes(versions, new VersionService({ db: deps.core.db, objects, directory: deps.directory, versions: deps.versions, broadcast: (room, event, data) => deps.core.hub.broadcast(room, event, data) }), objects, deps.core.now);
  return { comments, versions };
}
