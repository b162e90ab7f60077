import { AccessErrors, AssistantEndpoints, ValidationError, normalizeLanguage, type CapabilityRegistry, type Language, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { GRAMMAR, parseQuestion } from './grammar.js';
import type { AssistantProviders } from './provider.js';
import { answerQuestion, assistantGrammar, insights, meetings, predictive, type AssistantCaller } from './service.js';

function callerOf(req: Pick<RouteRequest, 'user' | 'tenant'>): AssistantCaller {
  if (!req.user || !req.tenant) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  return { accountId: req.tenant.accountId, userId: req.user.id };
}

/** The reader's language: the one the screen asked for, else their profile's, else the request's Accept-Language. */
async function languageOf(ctx: CoreContext, req: Pick<RouteRequest, 'user' | 'headers'>, asked: string | undefined): Promise<Language> {
  if (asked) return normalizeLanguage(asked);
  const row = req.user ? ((await ctx.db('core.users').where('id', req.user.id).first('language')) as { language: string | null } | undefined) : undefined;
  if (row?.language) return normalizeLanguage(row.language);
  const header = req.headers['accept-language'];
  return normalizeLanguage(Array.isArray(header) ? header[0] : header);
}

/**
 * The assistant's API (/api/assistant/*): a tenant area behind the ai_survival_assistant flag (PRO
 * and ENTERPRISE), open to every member of the account; it reads the other domains only through
 * their capabilities, for the caller's account.
 */
export function registerAssistantRoutes(routes: RouteTable, ctx: CoreContext, capabilities: CapabilityRegistry, providers: AssistantProviders): void {
  routes.implement(AssistantEndpoints.query, async (req) => {
    const caller = { ...callerOf(req), language: await languageOf(ctx, req, req.body.language) };
    const question = req.body.question.trim();
    const answer = await answerQuestion(ctx, capabilities, caller, question);
    // A configured language model may only rephrase what the grammar did not understand.
    if (answer.status === 'not_understood' && providers.provider && question) {
      const rephrased = await providers.provider.rephrase(question, GRAMMAR.flatMap((rule) => rule.examples)).catch(() => null);
      if (rephrased && parseQuestion(rephrased)) return { ...(await answerQuestion(ctx, capabilities, caller, rephrased)), question };
    }
    return answer;
  });
  routes.implement(AssistantEndpoints.grammar, async (req) => assistantGrammar(capabilities, callerOf(req).accountId, await languageOf(ctx, req, req.query.language)));
  routes.implement(AssistantEndpoints.predictive, (req) => predictive(capabilities, callerOf(req).accountId));
  routes.implement(AssistantEndpoints.insights, async (req) => insights(capabilities, callerOf(req).accountId, await languageOf(ctx, req, req.query.language)));
  routes.implement(AssistantEndpoints.meetings, (req) => meetings(ctx, capabilities, callerOf(req)));
}
