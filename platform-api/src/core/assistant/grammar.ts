import type { AssistantIntent } from '@suite/sdk';

/**
 * The assistant's query grammar (docs/architecture.md, "The assistant"). A question is lower-cased,
 * its accents dropped, and matched against the rules below in order; the first rule whose
 * keywords appear wins. Parameters:
 *
 *   team   "team <name>" or "of <name>" / "for <name>" (a team of the account, any case),
 *          or "my team"
 *   count  "last <n> sprints" (1 to 12; default 6 for velocity)
 *
 * Rule (domain): words that select it -> what it answers
 *   SPRINT_FORECAST (agile): sprint + (finish|complete|forecast|predict)  -> completion rate, open points, sprints left
 *   VELOCITY (agile):        velocity                                     -> completed/committed points per sprint
 *   OVERDUE_ACTION_ITEMS (agile): action item(s) + overdue|late|past due  -> the open items past their due date
 *   OPEN_ACTION_ITEMS (agile):    action item(s)                          -> the open items
 *   RUNWAY (bi):   runway | how long ... money | run out                  -> runway in days and months, run-out date
 *   BURN (bi):     burn                                                   -> average monthly net burn
 *   CASH (bi):     cash | bank | balance                                  -> cash on hand
 *   CHURN (bi):    churn                                                  -> monthly churn
 *   GROWTH (bi):   growth | growing                                       -> month-over-month revenue growth
 *   REVENUE (bi):  mrr | arr | revenue                                    -> MRR and ARR
 *   SESSIONS (agile): retro(spective)s | poker | sessions | meetings      -> the latest sessions
 *   TEAMS (agile):    teams                                               -> the teams and their members
 *   PRODUCTS (product): products | portfolio                              -> the products, budgets and ROI
 *
 * French and Spanish words for the same things are accepted too (vélocité, piste, autonomie,
 * manquer de trésorerie, trésorerie, actions en retard, terminer; velocidad, pista, quedarnos sin,
 * caja, acciones vencidas, terminará ...): every documented example exists in the three languages
 * (GRAMMAR below) and parses to its rule.
 */
export interface ParsedQuestion {
  intent: AssistantIntent;
  team: string | null;
  myTeam: boolean;
  count: number | null;
}

export const normalizeQuestion = (question: string) =>
  question
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[?!.,;:"“”«»¿¡'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Rule {
  intent: AssistantIntent;
  test: (text: string) => boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
const ACTION_ITEMS = /\b(action items?|actions?|acciones|tareas)\b/;
const SPRINT = /\b(sprints?)\b/;

const RULES: Rule[] = [
  { intent: 'SPRINT_FORECAST', test: (t) => has(t, SPRINT) && has(t, /\b(finish|finished|complete|completion|forecast|predict|prediction|on track|terminer|terminera|finir|finira|terminar|terminara|acabar|acabara|completar|prevision|prediccion)\b/) },
  { intent: 'VELOCITY', test: (t) => has(t, /\b(velocity|velocite|velocidad)\b/) },
  { intent: 'OVERDUE_ACTION_ITEMS', test: (t) => has(t, ACTION_ITEMS) && has(t, /\b(overdue|late|past due|en retard|retrasadas?|vencidas?|atrasadas?)\b/) },
  { intent: 'OPEN_ACTION_ITEMS', test: (t) => has(t, ACTION_ITEMS) },
  { intent: 'RUNWAY', test: (t) => has(t, /\b(runway|run out|piste|autonomie|pista|manquer d[e ]\w*|a court d|quedarnos sin|quedaremos sin|nos quedamos sin)\b/) || (has(t, /\bhow long\b/) && has(t, /\b(money|cash|last)\b/)) },
  { intent: 'BURN', test: (t) => has(t, /\b(burn|burning|combustion|quema|gasto neto|depense nette|depenses nettes)\b/) },
  { intent: 'CASH', test: (t) => has(t, /\b(cash|bank|balance|tresorerie|caja|efectivo)\b/) },
  { intent: 'CHURN', test: (t) => has(t, /\b(churn|attrition|abandono)\b/) },
  { intent: 'GROWTH', test: (t) => has(t, /\b(growth|growing|croissance|crecimiento)\b/) },
  { intent: 'REVENUE', test: (t) => has(t, /\b(mrr|arr|revenue|revenus?|chiffre d affaires|ingresos)\b/) },
  { intent: 'SESSIONS', test: (t) => has(t, /\b(retros?|retrospectives?|retrospectivas?|poker|sessions?|sesiones|meetings?|reunions?|reuniones)\b/) },
  { intent: 'TEAMS', test: (t) => has(t, /\b(teams?|equipes?|equipos?)\b/) },
  { intent: 'PRODUCTS', test: (t) => has(t, /\b(products?|portfolio|produits?|productos?|portefeuille|cartera)\b/) },
];

const STOP_WORDS = new Set(['retro', 'retros', 'retrospective', 'retrospectiva', 'mi', 'mon', 'ma', 'la', 'las', 'un', 'une', 'una', 'the', 'a', 'last', 'past', 'over', 'in', 'for', 'of', 'this', 'our', 'my', 'your', 'sprint', 'sprints', 'team', 'teams', 'is', 'are', 'what', 'and', 'all', 'each', 'every', 'le', 'la', 'les', 'l', 'de', 'del', 'el', 'los', 'nos', 'notre', 'nuestro', 'equipe', 'equipo', 'velocity', 'finish', 'complete']);

/**
 * The team a question names, as written: "team Apollo", "of Apollo", "for Apollo" (the word after;
 * the answer prefers any team of the account whose whole name appears in the question); "my team".
 */
function teamOf(text: string): { team: string | null; myTeam: boolean } {
  if (/\b(my team|mon equipe|mi equipo)\b/.test(text)) return { team: null, myTeam: true };
  const named = /\b(?:team|equipe|equipo)\s+([a-z0-9][a-z0-9_-]*)/.exec(text) ?? /\b(?:of|for|de|del|pour|para)\s+(?:team\s+|l equipe\s+|el equipo\s+)?([a-z0-9][a-z0-9_-]*)/.exec(text);
  const word = named?.[1];
  if (!word || STOP_WORDS.has(word) || /^\d+$/.test(word)) return { team: null, myTeam: false };
  return { team: word, myTeam: false };
}

/** "last 3 sprints", "3 derniers sprints", "ultimos 3 sprints": 1 to 12. */
function countOf(text: string): number | null {
  const match = /\b(?:last|past|over the last|derniers?|ultimos?)\s+(\d{1,2})\b/.exec(text) ?? /\b(\d{1,2})\s+(?:last\s+|derniers\s+|ultimos\s+)?sprints?\b/.exec(text);
  if (!match?.[1]) return null;
  const count = Number(match[1]);
  return count >= 1 && count <= 12 ? count : null;
}

/** The rule a question matches, with its parameters; null when none does. */
export function parseQuestion(question: string): ParsedQuestion | null {
  const text = normalizeQuestion(question);
  if (!text) return null;
  const rule = RULES.find((candidate) => candidate.test(text));
  if (!rule) return null;
  const takesTeam = ['VELOCITY', 'SPRINT_FORECAST', 'OPEN_ACTION_ITEMS', 'OVERDUE_ACTION_ITEMS'].includes(rule.intent);
  const { team, myTeam } = takesTeam ? teamOf(text) : { team: null, myTeam: false };
  return { intent: rule.intent, team, myTeam, count: rule.intent === 'VELOCITY' || rule.intent === 'SPRINT_FORECAST' ? countOf(text) : null };
}

/** A language the examples are written in. */
export type ExampleLanguage = 'en' | 'fr' | 'es';

/**
 * The documented grammar, as the screen lists it. Each rule's examples exist in English, French
 * and Spanish (a test checks every one parses to its rule); the screen shows the user's language.
 */
export const GRAMMAR: { intent: AssistantIntent; domain: 'agile' | 'bi' | 'product'; pattern: string; examples: string[]; fr: string[]; es: string[]; link: string }[] = [
  {
    intent: 'RUNWAY',
    domain: 'bi',
    pattern: 'runway | run out | how long will the money last',
    examples: ['What is our runway?', 'When do we run out of cash?'],
    fr: ['Quelle est notre autonomie financière ?', 'Quand allons-nous manquer de trésorerie ?'],
    es: ['¿Cuál es nuestra pista financiera?', '¿Cuándo nos quedamos sin caja?'],
    link: '/runway-tracker',
  },
  {
    intent: 'VELOCITY',
    domain: 'agile',
    pattern: 'velocity [team <name> | my team] [last <n> sprints]',
    examples: ['Velocity of team Apollo last 3 sprints', 'What is my team velocity?'],
    fr: ['Vélocité de l’équipe Apollo sur les 3 derniers sprints', 'Quelle est la vélocité de mon équipe ?'],
    es: ['Velocidad del equipo Apollo en los últimos 3 sprints', '¿Cuál es la velocidad de mi equipo?'],
    link: '/velocity-tracking',
  },
  {
    intent: 'OVERDUE_ACTION_ITEMS',
    domain: 'agile',
    pattern: 'action items + overdue | late [team <name> | my team]',
    examples: ['Which retro action items are overdue?'],
    fr: ['Quelles actions de rétro sont en retard ?'],
    es: ['¿Qué acciones de retro están vencidas?'],
    link: '/action-items?overdue=true',
  },
  {
    intent: 'SPRINT_FORECAST',
    domain: 'agile',
    pattern: 'sprint + finish | complete | forecast [team <name>]',
    examples: ['Will team Apollo finish the sprint?'],
    fr: ['L’équipe Apollo va-t-elle terminer le sprint ?'],
    es: ['¿Terminará el equipo Apollo el sprint?'],
    link: '/ai-assistant/predictive',
  },
  {
    intent: 'PRODUCTS',
    domain: 'product',
    pattern: 'products | portfolio',
    examples: ['What products are in our portfolio?'],
    fr: ['Quels produits sont dans notre portefeuille ?'],
    es: ['¿Qué productos hay en nuestra cartera?'],
    link: '/strategic-backlog',
  },
  { intent: 'BURN', domain: 'bi', pattern: 'burn', examples: ['What is our burn rate?'], fr: ['Quelle est notre dépense nette mensuelle ?'], es: ['¿Cuál es nuestro gasto neto mensual?'], link: '/burn-rate-analysis' },
  { intent: 'CASH', domain: 'bi', pattern: 'cash | bank | balance', examples: ['How much cash do we have?'], fr: ['Combien avons-nous en trésorerie ?'], es: ['¿Cuánta caja tenemos?'], link: '/runway-tracker' },
  { intent: 'REVENUE', domain: 'bi', pattern: 'mrr | arr | revenue', examples: ['What is our MRR?'], fr: ['Quel est notre MRR ?'], es: ['¿Cuál es nuestro MRR?'], link: '/revenue-dashboard' },
  { intent: 'GROWTH', domain: 'bi', pattern: 'growth', examples: ['What is our revenue growth?'], fr: ['Quelle est notre croissance du chiffre d’affaires ?'], es: ['¿Cuál es nuestro crecimiento de ingresos?'], link: '/revenue-dashboard' },
  { intent: 'CHURN', domain: 'bi', pattern: 'churn', examples: ['What is our churn?'], fr: ['Quel est notre taux d’attrition ?'], es: ['¿Cuál es nuestra tasa de abandono?'], link: '/churn-prediction' },
  {
    intent: 'OPEN_ACTION_ITEMS',
    domain: 'agile',
    pattern: 'action items [team <name> | my team]',
    examples: ['What action items are open?'],
    fr: ['Quelles actions sont ouvertes ?'],
    es: ['¿Qué acciones están abiertas?'],
    link: '/action-items',
  },
  {
    intent: 'SESSIONS',
    domain: 'agile',
    pattern: 'retros | poker | sessions | meetings',
    examples: ['What were our last retrospectives?'],
    fr: ['Quelles ont été nos dernières rétrospectives ?'],
    es: ['¿Cuáles fueron nuestras últimas retrospectivas?'],
    link: '/ai-assistant/meetings',
  },
  { intent: 'TEAMS', domain: 'agile', pattern: 'teams', examples: ['How many teams do we have?'], fr: ['Combien d’équipes avons-nous ?'], es: ['¿Cuántos equipos tenemos?'], link: '/teams' },
];

/** A rule's examples in a language (English for any other). */
export function examplesIn(rule: (typeof GRAMMAR)[number], language: string | null | undefined): string[] {
  return language === 'fr' ? rule.fr : language === 'es' ? rule.es : rule.examples;
}
