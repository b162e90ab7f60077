import type { Express } from 'express';
import { PublicSiteEndpoints, UnauthorizedError, type CapabilityRegistry, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { affiliateAdminOverview, affiliateDashboard, affiliateRules, attributeRegistration, recordClick, recordPayout, recordRefund, referralCookieValue, REFERRAL_COOKIE, requireSuperAdmin, setAffiliateRules } from './affiliate.js';
import { businessProfile, directoryPage, ownProfile, requestAccess, saveProfile } from './directory.js';
import { earlyAccessCounts, requestEarlyAccess } from './early-access.js';

function tenantOf(req: Pick<RouteRequest, 'tenant'>): string {
  if (!req.tenant) throw new UnauthorizedError();
  return req.tenant.accountId;
}

/** The public site's API (sdk/src/endpoints/public-site.ts): directory, profiles, early access, the affiliate program. */
export function registerPublicSiteRoutes(routes: RouteTable, ctx: CoreContext, capabilities: CapabilityRegistry): void {
  routes.implement(PublicSiteEndpoints.directory, (req) => directoryPage(ctx.db, req.query));
  routes.implement(PublicSiteEndpoints.business, (req) => businessProfile(ctx.db, capabilities, req.params.slug));
  routes.implement(PublicSiteEndpoints.requestAccess, (req) => {
    if (!req.user) throw new UnauthorizedError();
    return requestAccess(ctx.db, capabilities, req.user, req.params.slug, req.body.message ?? null);
  });
  routes.implement(PublicSiteEndpoints.profile, (req) => ownProfile(ctx.db, tenantOf(req)));
  routes.implement(PublicSiteEndpoints.saveProfile, (req) => saveProfile(ctx.db, tenantOf(req), req.body, ctx.now()));
  routes.implement(PublicSiteEndpoints.earlyAccess, (req) => requestEarlyAccess(ctx.db, req, req.body, ctx.now()));
  routes.implement(PublicSiteEndpoints.earlyAccessCounts, (req) => {
    requireSuperAdmin(req.user);
    return earlyAccessCounts(ctx.db);
  });

  routes.implement(PublicSiteEndpoints.affiliateRules, () => affiliateRules(ctx.db));
  routes.implement(PublicSiteEndpoints.affiliateDashboard, (req) => {
    if (!req.user) throw new UnauthorizedError();
    return affiliateDashboard(ctx.db, ctx.config.appUrl, req.user.id, ctx.now());
  });
  routes.implement(PublicSiteEndpoints.affiliateAdmin, (req) => {
    requireSuperAdmin(req.user);
    return affiliateAdminOverview(ctx.db, ctx.now());
  });
  routes.implement(PublicSiteEndpoints.setAffiliateRules, (req) => setAffiliateRules(ctx.db, requireSuperAdmin(req.user), req.body, ctx.now()));
  routes.implement(PublicSiteEndpoints.affiliateRefund, async (req) => {
    requireSuperAdmin(req.user);
    return { reversedCents: await recordRefund(ctx.db, req.body, ctx.now()) };
  });
  routes.implement(PublicSiteEndpoints.affiliatePayout, async (req) => ({ paidCents: await recordPayout(ctx.db, requireSuperAdmin(req.user), req.body.affiliateCode, ctx.now()) }));
}

/**
 * The referral link `/r/<code>` (a server page, before the shell): records the click, sets the
 * first-party attribution cookie for the rules' window and sends the visitor on (to `?to=` when it
 * is one of the site's own paths, else the landing page). An unknown code just goes on.
 */
export function serveReferralLinks(app: Express, ctx: CoreContext): void {
  app.get('/r/:code', async (req, res, next) => {
    try {
      const to = typeof req.query.to === 'string' && /^\/(?!\/)[\w\-/]*$/.test(req.query.to) ? req.query.to : '/';
      const referrer = req.get('referer') ?? null;
      const clickId = await recordClick(ctx.db, req.params.code, { landingPath: to, referrer }, ctx.now());
      if (clickId) {
        const { cookieDays } = await affiliateRules(ctx.db);
        res.cookie(REFERRAL_COOKIE, clickId, { maxAge: cookieDays * 24 * 60 * 60 * 1000, httpOnly: true, sameSite: 'lax', secure: ctx.config.environment === 'production', path: '/' });
      }
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, to);
    } catch (error) {
      next(error);
    }
  });
}

/** After a registration: the new account is attributed to the affiliate whose link the visitor followed. */
export async function attributeFromCookie(ctx: CoreContext, headers: RouteRequest['headers'], result: { accountId: string | null; user: { id: string } }): Promise<void> {
  const clickId = referralCookieValue(headers.cookie);
  if (!clickId) return;
  try {
    await attributeRegistration(ctx.db, { clickId, accountId: result.accountId, userId: result.user.id }, ctx.now());
  } catch (error) {
    // Attribution never fails a registration.
    ctx.log.error({ err: error }, 'affiliate attribution failed');
  }
}
