import PDFDocument from 'pdfkit';
import { NotFoundError, ValidationError, reply, type PluginContext, type TenantScope } from '@suite/sdk';
import { BiErrors } from '../../shared/errors.js';
import { baselineForecast } from '../../shared/forecast.js';
import { PitchDeckEndpoints, type PitchDeckView, type Slide } from '../../shared/growth.js';
import { isoDay, monthOfDay, snapshotAt } from '../../shared/runway-math.js';
import { forecastInput } from '../finance/views.js';
import { loadFinance } from '../finance/store.js';
import { PRICING_TABLE, toPricingModel } from './pricing.js';

type Row = Record<string, unknown>;
const TABLE = 'bi.pitch_decks';
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const money = (cents: number | null) => (cents === null ? 'not known yet' : `$${Math.round(cents / 100).toLocaleString('en-US')}`);
const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
/** The ask: enough for 18 months of today's net burn, less the cash in the bank, rounded up to $50,000. */
export const ASK_RUNWAY_MONTHS = 18;

function toDeck(row: Row): PitchDeckView {
  return { id: String(row.id), accountId: String(row.account_id), name: String(row.name), slides: jsonOf<Slide[]>(row.slides), pricingModelId: (row.pricing_model_id as string | null) ?? null, createdAt: new Date(row.created_at as string).toISOString(), updatedAt: new Date(row.updated_at as string).toISOString() };
}

/** A deck from the account's own figures: traction from revenue, financials from the forecast, the business model from a pricing model. */
export async function deckSlides(ctx: PluginContext, scope: TenantScope, pricingModelId: string | undefined): Promise<{ slides: Slide[]; pricingModelId: string | null }> {
  const today = isoDay(ctx.now());
  const finance = await loadFinance(ctx, scope);
  const snapshot = snapshotAt(scope.accountId, finance.data, today);
  const forecast = baselineForecast(forecastInput(finance, today));
  const modelRow = (pricingModelId ? await scope.table(PRICING_TABLE).where('id', pricingModelId).first('*') : await scope.table(PRICING_TABLE).orderBy('updated_at', 'desc').first('*')) as Row | undefined;
  if (pricingModelId && !modelRow) throw new NotFoundError(BiErrors.PRICING_MODEL_NOT_FOUND);
  const model = modelRow ? toPricingModel(modelRow) : null;
  const last = finance.data.revenue.filter((entry) => entry.month <= monthOfDay(today)).at(-1);
  const month = monthOfDay(today);
  const team = finance.roles.filter((role) => role.startMonth <= month && (!role.endMonth || role.endMonth >= month));
  const planned = finance.roles.filter((role) => role.startMonth > month);
  const burn = snapshot.monthlyNetBurnCents ?? 0;
  const ask = Math.max(0, Math.ceil((burn * ASK_RUNWAY_MONTHS - (snapshot.cashOnHandCents ?? 0)) / 5_000_000) * 5_000_000);
  const slides: Slide[] = [
    { kind: 'problem', title: 'Problem', bullets: ['Who has the problem, and what it costs them today.', 'Why the existing answers fall short.'] },
    { kind: 'solution', title: 'Solution', bullets: ['What we built, in one sentence.', 'The moment a customer sees it work.'] },
    { kind: 'market', title: 'Market', bullets: model ? [`Model: ${model.projections.summary.year2Revenue > 0 ? `${dollars(model.projections.summary.year2Revenue)} of revenue in year 2` : 'no revenue yet'} from ${model.parameters.targetCustomers ?? 100} customers at the start.`] : ['Size of the market we serve first, and the one after it.'] },
    {
      kind: 'businessModel',
      title: 'Business model',
      bullets: model
        ? [
            `${model.name} (${model.type}).`,
            model.type === 'TRANSACTION' ? `${dollars(model.parameters.transactionFee ?? 0)} a transaction.` : `${dollars(model.parameters.monthlyPrice ?? 0)} a month.`,
            `LTV ${dollars(model.projections.summary.ltv)}${model.projections.summary.ltvCacRatio !== null ? `, LTV/CAC ${model.projections.summary.ltvCacRatio}` : ''}.`,
            `Year 1 revenue ${dollars(model.projections.summary.year1Revenue)}, year 2 ${dollars(model.projections.summary.year2Revenue)}.`,
          ]
        : ['Save a pricing model in the pricing simulator to fill this slide.'],
    },
    {
      kind: 'traction',
      title: 'Traction',
      bullets: [`MRR ${money(snapshot.mrrCents)} (ARR ${money(snapshot.arrCents)}).`, ...(last ? [`${last.customers} customers in ${last.month}.`] : []), ...(snapshot.revenueGrowthPct !== null ? [`MRR growth ${snapshot.revenueGrowthPct} % last month.`] : [])],
    },
    { kind: 'team', title: 'Team', bullets: [`${team.length} people today${team.length ? `: ${team.slice(0, 6).map((role) => role.title).join(', ')}` : ''}.`, ...(planned.length ? [`${planned.length} planned hires.`] : [])] },
    {
      kind: 'financials',
      title: 'Financials',
      bullets: [
        `Cash ${money(snapshot.cashOnHandCents)}, net burn ${money(snapshot.monthlyNetBurnCents)} a month.`,
        `Runway ${snapshot.runwayMonths === null ? 'not known yet' : `${snapshot.runwayMonths} months`} today; the plan's forecast ${forecast.runOutMonth ? `runs out in ${forecast.runOutMonth}` : 'lasts the next 24 months'}.`,
      ],
    },
    { kind: 'ask', title: 'The ask', bullets: [ask > 0 ? `Raising ${money(ask)} for ${ASK_RUNWAY_MONTHS} months of runway at today's burn.` : 'Our cash covers 18 months at today’s burn.'] },
  ];
  return { slides, pricingModelId: model?.id ?? null };
}

/** The deck as a PDF: one landscape page a slide. */
export function deckPdf(deck: PitchDeckView): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [960, 540], margin: 56, info: { Title: deck.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    deck.slides.forEach((slide, index) => {
      if (index > 0) doc.addPage();
      doc.fontSize(12).fillColor('#868e96').text(deck.name, { align: 'right' });
      doc.moveDown(1.5).fontSize(34).fillColor('#1c7ed6').text(slide.title);
      doc.moveDown(0.8).fontSize(20).fillColor('#212529');
      for (const bullet of slide.bullets) doc.text(`• ${bullet}`, { paragraphGap: 10 });
    });
    doc.end();
  });
}

export function registerPitchDecks(ctx: PluginContext): void {
  const E = PitchDeckEndpoints;
  const find = async (scope: TenantScope, id: string) => {
    const row = (await scope.table(TABLE).where('id', id).first('*')) as Row | undefined;
    if (!row) throw new NotFoundError(BiErrors.PITCH_DECK_NOT_FOUND);
    return toDeck(row);
  };
  ctx.routes.implement(E.list, async (req) => ((await req.scope!.table(TABLE).orderBy('created_at', 'desc').select('*')) as Row[]).map(toDeck));
  ctx.routes.implement(E.create, async (req) => {
    const name = req.body.name?.trim();
    if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
    const [row] = (await req.scope!.insert(TABLE, { name, slides: JSON.stringify(req.body.slides ?? []), created_by: req.user?.id ?? null }).returning('*')) as Row[];
    return toDeck(row!);
  });
  ctx.routes.implement(E.generate, async (req) => {
    const { slides, pricingModelId } = await deckSlides(ctx, req.scope!, req.body.pricingModelId);
    const [row] = (await req.scope!.insert(TABLE, { name: req.body.name?.trim() || 'Pitch deck', slides: JSON.stringify(slides), pricing_model_id: pricingModelId, created_by: req.user?.id ?? null }).returning('*')) as Row[];
    return toDeck(row!);
  });
  ctx.routes.implement(E.update, async (req) => {
    const current = await find(req.scope!, req.params.id);
    const name = req.body.name === undefined ? current.name : req.body.name.trim();
    if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
    const [row] = (await req.scope!.table(TABLE).where('id', req.params.id).update({ name, slides: JSON.stringify(req.body.slides ?? current.slides), updated_at: req.scope!.knex.fn.now() }).returning('*')) as Row[];
    return toDeck(row!);
  });
  ctx.routes.implement(E.pdf, async (req) => {
    const deck = await find(req.scope!, req.params.id);
    const file = `${deck.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'pitch-deck'}.pdf`;
    return reply.file(file, 'application/pdf', new Uint8Array(await deckPdf(deck)));
  });
  ctx.routes.implement(E.remove, async (req) => {
    const deleted = await req.scope!.table(TABLE).where('id', req.params.id).delete();
    if (!deleted) throw new NotFoundError(BiErrors.PITCH_DECK_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });
}
