import type { Language } from '@suite/sdk';
import { MVP_EPIC_TEXTS, MVP_SENTENCES } from './mvp-texts.js';
import { MvpErrors } from './errors.js';

/**
 * MVP scenarios (finance-and-growth.md sections 3, 4, 5 and 9): deterministic, explainable
 * generation (DECISIONS.md "AI-named features"): a template per business model, sized by the
 * team and the timeline; every item says why it is there. Amounts are in the account's currency
 * units, as the spec's fields (targetRevenue, budgetConstraint, monthlyPrice, targetMRR).
 */

export const MVP_STATUSES = ['DRAFT', 'ANALYZING', 'READY', 'IN_PROGRESS'] as const;
export type MvpStatus = (typeof MVP_STATUSES)[number];
export const BUSINESS_MODELS = ['SAAS', 'FREEMIUM', 'TRANSACTION'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];
export const VIABILITY = ['VIABLE', 'RISKY', 'NOT_VIABLE'] as const;
export type Viability = (typeof VIABILITY)[number];
export const MVP_ITEM_TYPES = ['EPIC', 'USER_STORY', 'TASK'] as const;
export type MvpItemType = (typeof MVP_ITEM_TYPES)[number];
export const MVP_PRIORITIES = ['MUST', 'SHOULD', 'COULD'] as const;
export type MvpPriority = (typeof MVP_PRIORITIES)[number];
export const COMPLEXITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/** Section 9 "MVP viability": VIABLE within 60 % of runway, RISKY within 80 %. */
export const VIABLE_SHARE_PCT = 60;
export const RISKY_SHARE_PCT = 80;
/** Productive hours of one person in a month (4 weeks of 30 focused hours), the sizing unit. */
export const HOURS_PER_PERSON_MONTH = 120;
/** The team's cost of an hour when the scenario does not say (currency units). */
export const DEFAULT_HOURLY_RATE = 75;

export interface ScenarioFields {
  name?: string;
  targetRevenue?: number;
  timelineConstraint?: number;
  budgetConstraint?: number;
  teamSize?: number;
}

/** Section 5 "MVP scenario": name, targetRevenue, timelineConstraint, budgetConstraint, teamSize all positive. */
export function scenarioError(input: ScenarioFields): string | null {
  if (input.name !== undefined && !input.name.trim()) return MvpErrors.NAME_REQUIRED;
  const positive = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value > 0);
  if (!positive(input.targetRevenue)) return MvpErrors.TARGET_REVENUE_POSITIVE;
  if (!positive(input.timelineConstraint)) return MvpErrors.TIMELINE_POSITIVE;
  if (!positive(input.budgetConstraint)) return MvpErrors.BUDGET_POSITIVE;
  if (input.teamSize !== undefined && (!Number.isInteger(input.teamSize) || input.teamSize <= 0)) return MvpErrors.TEAM_SIZE_POSITIVE;
  return null;
}

/** Section 5: recommendations need business model, timeline and budget. */
export function recommendationError(input: { businessModel?: string | null; timeline?: number | null; budget?: number | null }): string | null {
  if (!input.businessModel || !(BUSINESS_MODELS as readonly string[]).includes(input.businessModel)) return MvpErrors.BUSINESS_MODEL_REQUIRED;
  if (input.timeline === undefined || input.timeline === null || !(input.timeline > 0)) return MvpErrors.TIMELINE_REQUIRED;
  if (input.budget === undefined || input.budget === null || !(input.budget > 0)) return MvpErrors.BUDGET_REQUIRED;
  return null;
}

/** Section 4: what each step may start from (anything else is refused with its text). */
export function transitionError(step: 'recommendations' | 'backlog' | 'apply', status: MvpStatus): string | null {
  if (status === 'IN_PROGRESS') return step === 'apply' ? null : MvpErrors.IN_PROGRESS_LOCKED;
  if (step === 'backlog' && status === 'DRAFT') return MvpErrors.RECOMMENDATIONS_FIRST;
  if (step === 'apply' && status !== 'READY') return MvpErrors.BACKLOG_FIRST;
  return null;
}

export interface ViabilityInput {
  /** The MVP's estimated cost (hours x team hourly cost). */
  cost: number;
  /** Monthly net burn; with the timeline it gives the burn during the build. */
  monthlyBurn: number;
  timelineMonths: number;
  /** Runway in months (FINANCE runwayDays / 30, or typed). */
  runwayMonths: number;
}
export interface ViabilityResult {
  outcome: Viability;
  /** cost + monthlyBurn x timelineMonths */
  spend: number;
  /** monthlyBurn x runwayMonths: the cash the runway stands for */
  runwayCash: number;
  /** spend / runwayCash in percent, one decimal */
  sharePct: number;
  /** The arithmetic in words, numbers filled in. */
  arithmetic: string;
}

/**
 * Section 9: VIABLE if cost plus burn stays within 60 % of runway; RISKY within 80 %; otherwise
 * NOT_VIABLE. Runway is money here: monthly burn x runway months (what the runway buys); the
 * spend is the MVP's cost plus the burn over its timeline. Compared exactly (no rounding).
 * Null when the runway is unknown or the company is not burning (no runway to spend).
 */
export function viability(input: ViabilityInput): ViabilityResult | null {
  const { cost, monthlyBurn, timelineMonths, runwayMonths } = input;
  if (!(monthlyBurn > 0) || !(runwayMonths > 0)) return null;
  const spend = cost + monthlyBurn * timelineMonths;
  const runwayCash = monthlyBurn * runwayMonths;
  // spend / runwayCash <= 60 / 100, as 100 x spend <= 60 x runwayCash (no division).
  const outcome: Viability = 100 * spend <= VIABLE_SHARE_PCT * runwayCash ? 'VIABLE' : 100 * spend <= RISKY_SHARE_PCT * runwayCash ? 'RISKY' : 'NOT_VIABLE';
  const sharePct = Math.round((spend / runwayCash) * 1000) / 10;
  const arithmetic = `(${cost} + ${monthlyBurn} x ${timelineMonths}) / (${monthlyBurn} x ${runwayMonths}) = ${spend} / ${runwayCash} = ${sharePct} %`;
  return { outcome, spend, runwayCash, sharePct, arithmetic };
}

export interface MvpBacklogItem {
  key: string;
  type: MvpItemType;
  title: string;
  parentKey: string | null;
  estimatedHours: number;
  priority: MvpPriority;
  /** 1 foundation, 2 monetisation, 3 launch. */
  mvpPhase: number;
  complexity: Complexity;
  /** Why the item is in the backlog. */
  reason: string;
  /** For stories: the user story's parts (portfolio). */
  story?: { userType: string; want: string; so: string; acceptanceCriteria: string[] };
}

interface StoryTemplate { title: string; hours: number; userType: string; want: string; so: string; criteria: string[] }
interface EpicTemplate { key: string; title: string; phase: number; priority: MvpPriority; reason: string; stories: StoryTemplate[] }

const story = (title: string, hours: number, userType: string, want: string, so: string, criteria: string[]): StoryTemplate => ({ title, hours, userType, want, so, criteria });

const COMMON_START: EpicTemplate[] = [
  {
    key: 'accounts',
    title: 'Accounts and sign-in',
    phase: 1,
    priority: 'MUST',
    reason: 'Every business model needs customers who can sign up and come back.',
    stories: [
      story('Sign up with e-mail', 16, 'new customer', 'to create an account with my e-mail', 'I can start using the product', ['A confirmation e-mail is sent', 'A duplicate e-mail is refused']),
      story('Sign in and reset password', 12, 'returning customer', 'to sign in and reset a forgotten password', 'I never lose access', ['A wrong password is refused', 'A reset link expires after one hour']),
    ],
  },
  {
    key: 'core',
    title: 'Core workflow',
    phase: 1,
    priority: 'MUST',
    reason: 'The one job customers pay for: the MVP exists to test it.',
    stories: [
      story('Create the main record', 32, 'customer', 'to create and edit the thing the product manages', 'the product does its main job', ['It is saved and listed', 'Required fields are checked']),
      story('See results at a glance', 24, 'customer', 'to see what the product did for me', 'I see its value', ['The overview shows this week’s results']),
    ],
  },
];

const MODEL_EPICS: Record<BusinessModel, EpicTemplate[]> = {
  SAAS: [
    {
      key: 'billing',
      title: 'Subscription billing',
      phase: 2,
      priority: 'MUST',
      reason: 'A SaaS model earns through a monthly subscription: the price must be chargeable from day one.',
      stories: [
        story('Choose a plan and pay monthly', 24, 'customer', 'to subscribe to a plan with my card', 'I keep using the product', ['The monthly price is charged', 'A failed payment is retried and told']),
        story('Free trial', 12, 'prospect', 'to try the product before paying', 'I decide with confidence', ['The trial ends after 14 days with a reminder']),
      ],
    },
    {
      key: 'onboarding',
      title: 'Onboarding',
      phase: 2,
      priority: 'SHOULD',
      reason: 'Subscriptions churn when the first week fails: guide new customers to the first result.',
      stories: [story('Guided first steps', 16, 'new customer', 'a checklist of first steps', 'I reach the first result quickly', ['The checklist remembers what is done'])],
    },
  ],
  FREEMIUM: [
    {
      key: 'free-tier',
      title: 'Free tier and limits',
      phase: 2,
      priority: 'MUST',
      reason: 'A freemium model needs a free tier whose limits make the paid plan worth it.',
      stories: [story('Free plan with limits', 20, 'free user', 'to use the product free within limits', 'I can adopt it without paying', ['Going past a limit shows the upgrade offer'])],
    },
    {
      key: 'upgrade',
      title: 'Upgrade to paid',
      phase: 2,
      priority: 'MUST',
      reason: 'Revenue comes only from free users converting: the upgrade path is the business.',
      stories: [
        story('Upgrade in one step', 20, 'free user', 'to upgrade from where I hit a limit', 'I keep working without interruption', ['The paid price is charged', 'Limits lift at once']),
        story('Conversion tracking', 8, 'founder', 'to see how many free users convert', 'I know if the model works', ['The free-to-paid rate is shown per month']),
      ],
    },
  ],
  TRANSACTION: [
    {
      key: 'checkout',
      title: 'Checkout and payments',
      phase: 2,
      priority: 'MUST',
      reason: 'A transaction model earns a fee on each payment: checkout is where revenue happens.',
      stories: [
        story('Pay in checkout', 28, 'buyer', 'to pay for an order securely', 'I get what I bought', ['The fee is taken on each payment', 'A declined card is told']),
        story('Receipts', 8, 'buyer', 'a receipt for each payment', 'I can account for it', ['The receipt is e-mailed']),
      ],
    },
    {
      key: 'payouts',
      title: 'Seller payouts',
      phase: 2,
      priority: 'SHOULD',
      reason: 'Sellers stay only if they are paid out reliably, net of the fee.',
      stories: [story('Scheduled payouts', 20, 'seller', 'to be paid out every week', 'I trust the marketplace', ['The payout is the sales minus the fee'])],
    },
  ],
};

const COMMON_END: EpicTemplate[] = [
  {
    key: 'launch',
    title: 'Launch analytics and feedback',
    phase: 3,
    priority: 'COULD',
    reason: 'Measures whether the MVP meets its target revenue, so the next step is decided on evidence.',
    stories: [story('Usage and feedback', 12, 'founder', 'to see usage and collect feedback', 'I learn what to build next', ['Weekly active customers are shown', 'A feedback widget is on the main page'])],
  },
];

/** The task split of a story's hours (design, build, test), the rest to build. */
const TASKS = [
  { key: 'design', title: 'Design', share: 0.15 },
  { key: 'build', title: 'Build', share: 0.6 },
  { key: 'test', title: 'Test', share: 0.25 },
] as const;

/** The templates' texts in `language` (French and Spanish from mvp-texts.ts; English as written here). */
function templatesIn(businessModel: BusinessModel, language: Language): EpicTemplate[] {
  const all = [...COMMON_START, ...MODEL_EPICS[businessModel], ...COMMON_END];
  const texts = MVP_EPIC_TEXTS[language];
  if (!texts) return all;
  return all.map((epic) => {
    const text = texts[epic.key];
    if (!text) return epic;
    return { ...epic, title: text.title, reason: text.reason, stories: epic.stories.map((s, i) => { const t = text.stories[i]; return t ? { ...s, title: t.title, userType: t.userType, want: t.want, so: t.so, criteria: t.criteria } : s; }) };
  });
}

export const complexityOf = (hours: number): Complexity => (hours <= 16 ? 'LOW' : hours <= 40 ? 'MEDIUM' : 'HIGH');

export interface GeneratedTemplate {
  businessModel: BusinessModel;
  /** team x months x 120 hours */
  capacityHours: number;
  /** The hours a full template would take, before sizing. */
  templateHours: number;
  /** Multiplier of every story's base hours by the team (a larger team coordinates more). */
  teamFactor: number;
  epics: { key: string; title: string; phase: number; priority: MvpPriority; reason: string; hours: number; included: boolean }[];
  explanation: string;
  /** The language its texts are written in (the backlog generated from it follows). */
  language?: Language;
}

/** Hours of a story for a team: base x (1 + 5 % per person beyond the first), rounded. */
const teamFactorOf = (teamSize: number) => Math.round((1 + 0.05 * Math.max(0, teamSize - 1)) * 100) / 100;

/**
 * The template for a business model, sized: epics by priority (MUST, then SHOULD, then COULD,
 * phase order within) are kept while they fit the team's capacity; MUST epics are always kept.
 */
export function generateTemplate(input: { businessModel: BusinessModel; teamSize: number; timelineMonths: number }, language: Language = 'en'): GeneratedTemplate {
  const factor = teamFactorOf(input.teamSize);
  const capacityHours = Math.round(input.teamSize * input.timelineMonths * HOURS_PER_PERSON_MONTH);
  const all = templatesIn(input.businessModel, language);
  const hoursOf = (e: EpicTemplate) => e.stories.reduce((sum, s) => sum + Math.round(s.hours * factor), 0);
  const order = [...all].sort((a, b) => MVP_PRIORITIES.indexOf(a.priority) - MVP_PRIORITIES.indexOf(b.priority) || a.phase - b.phase);
  const included = new Set<string>();
  let used = 0;
  for (const epic of order) {
    const hours = hoursOf(epic);
    if (epic.priority === 'MUST' || used + hours <= capacityHours) {
      included.add(epic.key);
      used += hours;
    }
  }
  const templateHours = all.reduce((sum, e) => sum + hoursOf(e), 0);
  const epics = all.map((e) => ({ key: e.key, title: e.title, phase: e.phase, priority: e.priority, reason: e.reason, hours: hoursOf(e), included: included.has(e.key) }));
  const left = epics.filter((e) => !e.included).map((e) => e.title);
  const explanation = MVP_SENTENCES[language].explanation({ model: input.businessModel, epics: all.length, templateHours, team: input.teamSize, factor, months: input.timelineMonths, perPerson: HOURS_PER_PERSON_MONTH, capacity: capacityHours, used, left });
  return { businessModel: input.businessModel, capacityHours, templateHours, teamFactor: factor, epics, explanation, ...(language !== 'en' ? { language } : {}) };
}

/** The backlog of the template's kept epics: each epic, its stories, each story's three tasks. Same inputs, same backlog. */
export function generateBacklog(template: GeneratedTemplate, language: Language = template.language ?? 'en'): MvpBacklogItem[] {
  const all = templatesIn(template.businessModel, language);
  const T = MVP_SENTENCES[language];
  const items: MvpBacklogItem[] = [];
  for (const epic of all) {
    if (!template.epics.find((e) => e.key === epic.key)?.included) continue;
    const storyItems: MvpBacklogItem[] = [];
    epic.stories.forEach((s, index) => {
      const hours = Math.round(s.hours * template.teamFactor);
      const storyKey = `${epic.key}.${index + 1}`;
      storyItems.push({
        key: storyKey,
        type: 'USER_STORY',
        title: s.title,
        parentKey: epic.key,
        estimatedHours: hours,
        priority: epic.priority,
        mvpPhase: epic.phase,
        complexity: complexityOf(hours),
        reason: T.partOf(epic.title, s.criteria[0]!),
        story: { userType: s.userType, want: s.want, so: s.so, acceptanceCriteria: s.criteria },
      });
      let given = 0;
      TASKS.forEach((task, t) => {
        const taskHours = t === TASKS.length - 1 ? hours - given : Math.round(hours * task.share);
        given += taskHours;
        storyItems.push({ key: `${storyKey}.${task.key}`, type: 'TASK', title: T.taskTitle(T.tasks[task.key], s.title), parentKey: storyKey, estimatedHours: taskHours, priority: epic.priority, mvpPhase: epic.phase, complexity: complexityOf(taskHours), reason: T.taskShare(Math.round(task.share * 100), hours) });
      });
    });
    const hours = storyItems.filter((i) => i.type === 'USER_STORY').reduce((sum, i) => sum + i.estimatedHours, 0);
    items.push({ key: epic.key, type: 'EPIC', title: epic.title, parentKey: null, estimatedHours: hours, priority: epic.priority, mvpPhase: epic.phase, complexity: complexityOf(hours), reason: epic.reason }, ...storyItems);
  }
  return items;
}

export interface ProjectedMetrics {
  totalHours: number;
  estimatedCost: number;
  /** ceil(hours / (team x 120)) */
  monthsToBuild: number;
  withinBudget: boolean;
  withinTimeline: boolean;
  /** ceil(targetMRR / monthlyPrice), null without both */
  customersForTargetMrr: number | null;
  /** estimatedCost / targetMRR, one decimal: months of target MRR paying back the build */
  monthsToRecoverCost: number | null;
  /** targetRevenue / targetMRR, one decimal: months of target MRR reaching the target revenue */
  monthsToTargetRevenue: number | null;
}

export function projectMetrics(input: { backlog: MvpBacklogItem[]; hourlyRate: number; teamSize: number; timelineMonths: number; budget: number; targetRevenue: number; monthlyPrice: number | null; targetMRR: number | null }): ProjectedMetrics {
  const totalHours = input.backlog.filter((i) => i.type === 'EPIC').reduce((sum, i) => sum + i.estimatedHours, 0);
  const estimatedCost = Math.round(totalHours * input.hourlyRate * 100) / 100;
  const monthsToBuild = Math.ceil(totalHours / (input.teamSize * HOURS_PER_PERSON_MONTH));
  const mrr = input.targetMRR && input.targetMRR > 0 ? input.targetMRR : null;
  return {
    totalHours,
    estimatedCost,
    monthsToBuild,
    withinBudget: estimatedCost <= input.budget,
    withinTimeline: monthsToBuild <= input.timelineMonths,
    customersForTargetMrr: mrr && input.monthlyPrice && input.monthlyPrice > 0 ? Math.ceil(mrr / input.monthlyPrice) : null,
    monthsToRecoverCost: mrr ? Math.round((estimatedCost / mrr) * 10) / 10 : null,
    monthsToTargetRevenue: mrr ? Math.round((input.targetRevenue / mrr) * 10) / 10 : null,
  };
}
