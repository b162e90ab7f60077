import { EmailPreferenceEndpoints, UnauthorizedError } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { emailPreferences, unsubscribeByToken, updateEmailPreferences } from './preferences.js';

/** /api/email/preferences (the signed-in user's) and /api/email/unsubscribe (a mail's signed link, no session). */
export function registerEmailPreferenceRoutes(routes: RouteTable, ctx: CoreContext): void {
  const me = (user: { id: string } | undefined | null) => {
    if (!user) throw new UnauthorizedError();
    return user.id;
  };
  routes.implement(EmailPreferenceEndpoints.get, (req) => emailPreferences(ctx.db, me(req.user)));
  routes.implement(EmailPreferenceEndpoints.update, (req) => updateEmailPreferences(ctx.db, me(req.user), req.body.preferences, ctx.now()));
  routes.implement(EmailPreferenceEndpoints.unsubscribeLink, (req) => unsubscribeByToken(ctx.db, ctx.config.jwtSecret, req.query.token, 'read', ctx.now()));
  routes.implement(EmailPreferenceEndpoints.unsubscribe, (req) => unsubscribeByToken(ctx.db, ctx.config.jwtSecret, req.query.token, 'unsubscribe', ctx.now()));
  routes.implement(EmailPreferenceEndpoints.resubscribe, (req) => unsubscribeByToken(ctx.db, ctx.config.jwtSecret, req.query.token, 'resubscribe', ctx.now()));
}
