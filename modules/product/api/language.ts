import { DIRECTORY, normalizeLanguage, type Language, type PluginContext, type RouteRequest } from '@suite/sdk';

/**
 * The language server-written texts (MVP templates, reasons, generated item titles) are stored
 * in: the one the screen asked for (`language` in the body), else the user's profile language,
 * else the request's Accept-Language, else English.
 */
export async function requestLanguage(ctx: PluginContext, req: Pick<RouteRequest, 'user' | 'tenant' | 'scope' | 'headers'>, asked?: string): Promise<Language> {
  if (asked) return normalizeLanguage(asked);
  const accountId = req.tenant?.accountId ?? req.scope?.accountId;
  if (req.user && accountId) {
    const directory = await ctx.capabilities.get(DIRECTORY, accountId);
    const person = (await directory?.people(accountId, [req.user.id]))?.get(req.user.id);
    if (person?.language) return normalizeLanguage(person.language);
  }
  const header = req.headers['accept-language'];
  return normalizeLanguage(Array.isArray(header) ? header[0] : header);
}
