import type { SeedContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import type { CategoryCode } from '../shared/portfolio.js';
import { createDiscoveryService } from './discovery/service.js';
import { listCategories } from './portfolio/config.js';
import { createPortfolioService } from './portfolio/items.js';
import { PortfolioItemModel } from './portfolio/models.js';
import { createValidationLab } from './validation/service.js';
import { createMvpService } from './mvp/service.js';
import { MvpScenarioModel } from './mvp/models.js';
import { createFeatureRoiService } from './feature-roi/service.js';

type Scales = { businessValue: string; customerImpact: string; riskLevel: string; strategicAlignment: string; estimatedROI?: number | null };
interface SeedNode {
  level: 'product' | 'initiative' | 'epic' | 'story' | 'task';
  title: string;
  dollars: number;
  category: CategoryCode;
  why: string;
  scales: Scales;
  story?: { userType: string; want: string; so: string; acceptanceCriteria: string[] };
  children?: SeedNode[];
}

const HIGH: Scales = { businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'MEDIUM', strategicAlignment: 'HIGH', estimatedROI: 180 };
const MID: Scales = { businessValue: 'MEDIUM', customerImpact: 'MODERATE', riskLevel: 'MEDIUM', strategicAlignment: 'MEDIUM', estimatedROI: 60 };

/** Acme Robotics' portfolio: one product, three initiatives, epics, stories with criteria, and tasks. */
const PORTFOLIO: SeedNode = {
  level: 'product',
  title: 'Fleet Manager',
  dollars: 250_000,
  category: 'PLAT',
  why: 'The web app warehouses use to run and watch their robot fleet.',
  scales: { businessValue: 'CRITICAL', customerImpact: 'MAJOR', riskLevel: 'MEDIUM', strategicAlignment: 'HIGH', estimatedROI: 240 },
  children: [
    {
      level: 'initiative',
      title: 'Self-serve onboarding',
      dollars: 90_000,
      category: 'CR',
      why: 'New customers wait two weeks for a setup call; they ask to start alone.',
      scales: HIGH,
      children: [
        {
          level: 'epic',
          title: 'Guided warehouse setup',
          dollars: 45_000,
          category: 'CR',
          why: 'Most support tickets of the first month are about floor maps.',
          scales: { businessValue: 'CRITICAL', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH', estimatedROI: 220 },
          children: [
            {
              level: 'story',
              title: 'Upload a floor map',
              dollars: 15_000,
              category: 'CR',
              why: 'Customers have CAD plans already and retype them today.',
              scales: { businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH', estimatedROI: 150 },
              story: { userType: 'warehouse manager', want: 'to upload my floor plan', so: 'that robots know the aisles on day one', acceptanceCriteria: ['DXF and PNG plans are accepted', 'Aisles are detected and can be corrected'] },
              children: [
                { level: 'task', title: 'DXF parser', dollars: 6_000, category: 'CR', why: 'Read the plans customers already have.', scales: MID },
                { level: 'task', title: 'Aisle correction editor', dollars: 5_000, category: 'CR', why: 'Let people fix what detection missed.', scales: MID },
              ],
            },
            {
              level: 'story',
              title: 'Invite the floor team',
              dollars: 8_000,
              category: 'CR',
              why: 'Supervisors need their own accounts to acknowledge alerts.',
              scales: { businessValue: 'MEDIUM', customerImpact: 'MODERATE', riskLevel: 'LOW', strategicAlignment: 'MEDIUM', estimatedROI: 80 },
              story: { userType: 'warehouse manager', want: 'to invite my supervisors', so: 'that they receive robot alerts', acceptanceCriteria: ['Invitations by e-mail', 'Supervisors see only their site'] },
            },
          ],
        },
        {
          level: 'epic',
          title: 'In-app pricing and trial',
          dollars: 25_000,
          category: 'CA',
          why: 'Competitors quote by phone; a visible price shortens the sale.',
          scales: { businessValue: 'HIGH', customerImpact: 'MODERATE', riskLevel: 'HIGH', strategicAlignment: 'MEDIUM', estimatedROI: null },
        },
      ],
    },
    {
      level: 'initiative',
      title: 'Navigation research',
      dollars: 80_000,
      category: 'RND',
      why: 'Research and development of multi-robot path planning for narrow aisles.',
      scales: { businessValue: 'HIGH', customerImpact: 'TRANSFORMATIONAL', riskLevel: 'HIGH', strategicAlignment: 'HIGH', estimatedROI: 300 },
      children: [
        {
          level: 'epic',
          title: 'Collision-free path planner',
          dollars: 50_000,
          category: 'RND',
          why: 'Research into cooperative planning so two robots never block an aisle.',
          scales: { businessValue: 'CRITICAL', customerImpact: 'TRANSFORMATIONAL', riskLevel: 'HIGH', strategicAlignment: 'HIGH', estimatedROI: 320 },
          children: [
            {
              level: 'story',
              title: 'Robots yield in narrow aisles',
              dollars: 20_000,
              category: 'RND',
              why: 'Development of the yielding protocol tested in the lab.',
              scales: { businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'HIGH', strategicAlignment: 'HIGH', estimatedROI: 200 },
              story: { userType: 'floor supervisor', want: 'robots to give way to each other', so: 'that aisles never jam', acceptanceCriteria: ['No deadlock in the 40-robot simulation', 'Yield decision under 200 ms'] },
            },
          ],
        },
      ],
    },
    {
      level: 'initiative',
      title: 'Platform hardening',
      dollars: 50_000,
      category: 'KTLO',
      why: 'Keep the fleet service up as sites grow past 100 robots.',
      scales: { businessValue: 'MEDIUM', customerImpact: 'MODERATE', riskLevel: 'LOW', strategicAlignment: 'MEDIUM', estimatedROI: 40 },
      children: [
        {
          level: 'epic',
          title: 'SOC 2 evidence collection',
          dollars: 20_000,
          category: 'COMP',
          why: 'Two enterprise deals need SOC 2 before signature.',
          scales: { businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM', estimatedROI: 90 },
        },
      ],
    },
  ],
};

/**
 * Demo data for the founder of Acme Robotics (the PRO demo account): the portfolio above, an
 * analysed discovery document, and the validation lab with an open and a decided hypothesis.
 */
export async function seedProduct(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const scope = ctx.scopeFor(pro.id);
  const founder = pro.users.founder ?? pro.users.admin ?? null;
  const portfolio = createPortfolioService({ now: ctx.now, deliveries: async () => new Map() });
  if (!(await tenantQuery(scope, PortfolioItemModel).first())) await seedPortfolio(ctx, scope, founder, portfolio);
  if (!(await tenantQuery(scope, MvpScenarioModel).first())) await seedMvpAndRoi(ctx, scope, founder, portfolio);
}

/**
 * Two MVP scenarios (one ready to apply to Fleet Manager, one still a draft) with a typed runway,
 * and three features' ROI with a few months of timeline.
 */
async function seedMvpAndRoi(ctx: SeedContext, scope: ReturnType<SeedContext['scopeFor']>, founder: string | null, portfolio: ReturnType<typeof createPortfolioService>): Promise<void> {
  const mvp = createMvpService({ now: ctx.now, capabilities: ctx.capabilities, portfolio });
  await mvp.create(founder, scope, {
    name: 'Spare-parts marketplace',
    targetRevenue: 500_000,
    timelineConstraint: 4,
    budgetConstraint: 80_000,
    teamSize: 3,
    pricingModel: 'TRANSACTION',
    pricingConfig: { monthlyPrice: null, targetMRR: 30_000 },
    runwayMonths: 14,
    monthlyBurn: 60_000,
  });

  const lite = await mvp.create(founder, scope, {
    name: 'Fleet Manager Lite for small warehouses',
    targetRevenue: 240_000,
    timelineConstraint: 2,
    budgetConstraint: 25_000,
    teamSize: 2,
    hourlyRate: 75,
    pricingModel: 'SAAS',
    pricingConfig: { monthlyPrice: 199, targetMRR: 20_000 },
    runwayMonths: 14,
    monthlyBurn: 60_000,
  });
  await mvp.recommendations(scope, { scenarioId: lite.id });
  await mvp.backlog(scope, lite.id);

  const roi = createFeatureRoiService({ now: ctx.now, capabilities: ctx.capabilities });
  const day = (offset: number) => new Date(ctx.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const features = [
    { featureId: 'fleet-heatmap', featureName: 'Fleet heatmap', status: 'LAUNCHED' as const, development: { initialCost: 4_000, developmentHours: 160, hourlyRate: 75, teamSize: 2 }, revenue: { directRevenue: 6_500 }, usage: { activeUsers: 420, featureAdoption: 62, usageFrequency: 5 }, customer: { satisfactionScore: 4.4 }, maintenance: { monthlyCost: 600 } },
    { featureId: 'battery-alerts', featureName: 'Battery alerts', status: 'LAUNCHED' as const, development: { initialCost: 1_500, developmentHours: 80, hourlyRate: 75, teamSize: 1 }, revenue: { directRevenue: 1_800 }, usage: { activeUsers: 310, featureAdoption: 48, usageFrequency: 9 }, customer: { satisfactionScore: 4.1 }, maintenance: { monthlyCost: 150 } },
    { featureId: 'csv-exports', featureName: 'CSV exports', status: 'LAUNCHED' as const, development: { initialCost: 0, developmentHours: 120, hourlyRate: 75, teamSize: 2 }, revenue: { directRevenue: 400 }, usage: { activeUsers: 95, featureAdoption: 14, usageFrequency: 1 }, customer: { satisfactionScore: 3.2 }, maintenance: { monthlyCost: 700 } },
  ];
  for (const body of features) {
    const created = await roi.create(founder, scope, body);
    const users = body.usage.activeUsers;
    await roi.addTimeline(scope, created.id, { date: day(-90), metrics: { activeUsers: Math.round(users * 0.4), directRevenue: Math.round(body.revenue.directRevenue * 0.5) }, events: ['Launched'] });
    await roi.addTimeline(scope, created.id, { date: day(-60), metrics: { activeUsers: Math.round(users * 0.7), directRevenue: Math.round(body.revenue.directRevenue * 0.8) }, events: [] });
    await roi.addTimeline(scope, created.id, { date: day(-30), metrics: { activeUsers: users, directRevenue: body.revenue.directRevenue }, events: ['Announced to every customer'] });
  }
}

async function seedPortfolio(ctx: SeedContext, scope: ReturnType<SeedContext['scopeFor']>, founder: string | null, portfolio: ReturnType<typeof createPortfolioService>): Promise<void> {
  const categories = new Map((await listCategories(scope)).map((c) => [c.code, c.id]));
  const ids = new Map<string, string>();

  async function plant(node: SeedNode, parentId: string | null): Promise<void> {
    const item = await portfolio.createItem(founder, scope, {
      level: node.level,
      parentId,
      title: node.title,
      justification: { investmentCategoryId: categories.get(node.category)!, description: node.why, ...node.scales, estimatedROI: node.scales.estimatedROI ?? null },
      budget: { allocated: node.dollars * 100 },
      ...(node.story ? { story: node.story } : {}),
    });
    ids.set(node.title, item.id);
    for (const child of node.children ?? []) await plant(child, item.id);
  }
  await plant(PORTFOLIO, null);

  const discovery = createDiscoveryService({ portfolio, capabilities: ctx.capabilities, now: ctx.now });
  const doc = await discovery.create(founder, scope, {
    productId: ids.get('Fleet Manager')!,
    title: 'Fleet Manager: next four quarters',
    lineOfBusiness: 'Warehouse robotics SaaS',
    runwayMonths: 14,
    documentSources: [
      { kind: 'link', title: 'Board deck, October', url: 'https://example.com/acme/board-deck-october' },
      { kind: 'text', title: 'Customer interviews', content: 'Eight of ten warehouse managers asked to set up their site without a call.' },
    ],
  });
  await discovery.analyze(scope, doc.id);

  const lab = createValidationLab({ now: ctx.now, capabilities: ctx.capabilities });
  const day = (offset: number) => new Date(ctx.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const decided = await lab.create(founder, scope, {
    itemId: ids.get('Guided warehouse setup')!,
    statement: 'Managers finish setup alone when the floor map imports automatically',
    metric: 'Sites live without a setup call',
    target: '60 % of new sites',
    deadline: day(-10),
  });
  await lab.addExperiment(scope, decided.id, { name: 'Concierge import for 5 pilot sites', method: 'We imported their plans by hand', result: '4 of 5 went live alone', observedValue: 80, runOn: day(-20) });
  await lab.decide(scope, decided.id, 'validated', 'Above target in the pilot');
  const open = await lab.create(founder, scope, {
    itemId: ids.get('In-app pricing and trial')!,
    statement: 'A public price page doubles trial sign-ups',
    metric: 'Trial sign-ups a week',
    target: '20 a week',
    deadline: day(21),
  });
  await lab.addExperiment(scope, open.id, { name: 'Fake-door price page', method: 'Price page with a waiting list', runOn: day(-3) });
}
