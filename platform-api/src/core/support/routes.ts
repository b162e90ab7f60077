import { normalizeLanguage, SupportEndpoints, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { submitSalesContact, submitSupportRequest, type ContactSender } from './service.js';

/** The sender of a public form: signed in (with the account they act in) or not; mail in their language. */
async function senderOf(ctx: CoreContext, req: Pick<RouteRequest, 'user' | 'tenant' | 'ip' | 'headers'>): Promise<ContactSender> {
  const user = req.user && !req.user.guest ? req.user : null;
  let language = normalizeLanguage(String(req.headers['accept-language'] ?? '').split(',')[0]);
  if (user) {
    const row = (await ctx.db('core.users').where('id', user.id).first('language')) as { language: string } | undefined;
    if (row) language = normalizeLanguage(row.language);
  }
  return { userId: user?.id ?? null, accountId: user ? (req.tenant?.accountId ?? null) : null, ip: req.ip || null, language };
}

/** The public contact forms (platform.md sections 2.4 and 7): support and contact sales. */
export function registerSupportRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(SupportEndpoints.request, async (req) => submitSupportRequest(ctx, await senderOf(ctx, req), req.body));
  routes.implement(SupportEndpoints.sales, async (req) => submitSalesContact(ctx, await senderOf(ctx, req), req.body));
}
