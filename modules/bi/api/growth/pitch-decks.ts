import PDFDocument from 'pdfkit';
import { tenantQuery } from '@suite/sdk/server';
import { NotFoundError, ValidationError, formatNumber, formatPrice, reply, type Language, type PluginContext, type TenantScope } from '@suite/sdk';
import { BiErrors } from '../../shared/errors.js';
import { baselineForecast } from '../../shared/forecast.js';
import { PitchDeckEndpoints, type PitchDeckView, type Slide } from '../../shared/growth.js';
import { isoDay, monthOfDay, snapshotAt } from '../../shared/runway-math.js';
import { forecastInput } from '../finance/views.js';
import { loadFinance } from '../finance/store.js';
import { toPricingModel } from './pricing.js';
import { PitchDeckModel, PricingModelModel, isoOf } from './models.js';
import { DECK_TEXTS, type DeckFacts } from './deck-texts.js';
import { requestLanguage } from './language.js';

/** The ask: enough for 18 months of today's net burn, less the cash in the bank, rounded up to $50,000. */
export const ASK_RUNWAY_MONTHS = 18;

function toDeck(deck: PitchDeckModel): PitchDeckView {
  return { id: deck.id, accountId: deck.accountId, name: deck.name, slides: deck.slides, pricingModelId: deck.pricingModelId ?? null, createdAt: isoOf(deck.createdAt), updatedAt: isoOf(deck.updatedAt) };
}

/** A deck from the account's own figures: traction from revenue, financials from the forecast, the business model from a pricing model. */
export async function deckSlides(ctx: PluginContext, scope: TenantScope, pricingModelId: string | undefined, language: Language = 'en'): Promise<{ slides: Slide[]; pricingModelId: string | null }> {
  const today = isoDay(ctx.now());
  const finance = await loadFinance(ctx, scope);
  const snapshot = snapshotAt(scope.accountId, finance.data, today);
  const forecast = baselineForecast(forecastInput(finance, today));
  const stored = pricingModelId ? await tenantQuery(scope, PricingModelModel).findById(pricingModelId) : await tenantQuery(scope, PricingModelModel).orderBy('updated_at', 'desc').first();
  if (pricingModelId && !stored) throw new NotFoundError(BiErrors.PRICING_MODEL_NOT_FOUND);
  const model = stored ? toPricingModel(stored) : null;
  const last = finance.data.revenue.filter((entry) => entry.month <= monthOfDay(today)).at(-1);
  const month = monthOfDay(today);
  const team = finance.roles.filter((role) => role.startMonth <= month && (!role.endMonth || role.endMonth >= month));
  const planned = finance.roles.filter((role) => role.startMonth > month);
  const burn = snapshot.monthlyNetBurnCents ?? 0;
  const ask = Math.max(0, Math.ceil((burn * ASK_RUNWAY_MONTHS - (snapshot.cashOnHandCents ?? 0)) / 5_000_000) * 5_000_000);
  const currency = finance.settings.currency;
  const price = (cents: number | null) => (cents === null ? null : formatPrice(Math.round(cents / 100) * 100, language, currency));
  const unit = (value: number) => formatPrice(Math.round(value * 100), language, currency);
  const whole = (value: number) => price(Math.round(value * 100))!;
  const monthName = (month: string) => new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const summary = model?.projections.summary;
  const facts: DeckFacts = {
    model: model && summary
      ? {
          name: model.name,
          type: model.type,
          isTransaction: model.type === 'TRANSACTION',
          price: unit(model.type === 'TRANSACTION' ? (model.parameters.transactionFee ?? 0) : (model.parameters.monthlyPrice ?? 0)),
          ltv: whole(summary.ltv),
          ltvCac: summary.ltvCacRatio !== null ? formatNumber(summary.ltvCacRatio, language, 2) : null,
          year1: whole(summary.year1Revenue),
          year2: whole(summary.year2Revenue),
          year2Positive: summary.year2Revenue > 0,
          targetCustomers: model.parameters.targetCustomers ?? 100,
        }
      : null,
    mrr: price(snapshot.mrrCents),
    arr: price(snapshot.arrCents),
    customers: last ? { count: last.customers, month: monthName(last.month) } : null,
    growthPct: snapshot.revenueGrowthPct !== null ? `${formatNumber(snapshot.revenueGrowthPct, language)} %` : null,
    teamCount: team.length,
    teamTitles: team.slice(0, 6).map((role) => role.title),
    plannedHires: planned.length,
    cash: price(snapshot.cashOnHandCents),
    burn: price(snapshot.monthlyNetBurnCents),
    runwayMonths: snapshot.runwayMonths === null ? null : formatNumber(snapshot.runwayMonths, language),
    runOutMonth: forecast.runOutMonth ? monthName(forecast.runOutMonth) : null,
    ask: ask > 0 ? price(ask) : null,
    askMonths: ASK_RUNWAY_MONTHS,
  };
  const texts = DECK_TEXTS[language].slides;
  const kinds = ['problem', 'solution', 'market', 'businessModel', 'traction', 'team', 'financials', 'ask'] as const;
  const slides: Slide[] = kinds.map((kind) => ({ kind, ...texts[kind](facts) }));
  return { slides, pricingModelId: model?.id ?? null };
}

/**
 * The PDF's standard fonts write WinAnsi: French and Spanish letters are in it, but the narrow and
 * no-break spaces Intl puts in French amounts ("30 000 $US") are not, so they become plain spaces.
 */
const pdfSafe = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

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
      doc.fontSize(12).fillColor('#868e96').text(pdfSafe(deck.name), { align: 'right' });
      doc.moveDown(1.5).fontSize(34).fillColor('#1c7ed6').text(pdfSafe(slide.title));
      doc.moveDown(0.8).fontSize(20).fillColor('#212529');
      for (const bullet of slide.bullets) doc.text(`• ${pdfSafe(bullet)}`, { paragraphGap: 10 });
    });
    doc.end();
  });
}

export function registerPitchDecks(ctx: PluginContext): void {
  const E = PitchDeckEndpoints;
  const find = async (scope: TenantScope, id: string) => {
    const deck = await tenantQuery(scope, PitchDeckModel).findById(id);
    if (!deck) throw new NotFoundError(BiErrors.PITCH_DECK_NOT_FOUND);
    return toDeck(deck);
  };
  ctx.routes.implement(E.list, async (req) => (await tenantQuery(req.scope!, PitchDeckModel).orderBy('created_at', 'desc')).map(toDeck));
  const insert = async (scope: TenantScope, values: Partial<PitchDeckModel>) => toDeck(await PitchDeckModel.query(scope.knex).insert({ ...values, accountId: scope.accountId }).returning('*'));
  ctx.routes.implement(E.create, async (req) => {
    const name = req.body.name?.trim();
    if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
    return insert(req.scope!, { name, slides: (req.body.slides ?? []) as Slide[], createdBy: req.user?.id ?? null });
  });
  ctx.routes.implement(E.generate, async (req) => {
    const language = await requestLanguage(ctx, req, req.body.language);
    const { slides, pricingModelId } = await deckSlides(ctx, req.scope!, req.body.pricingModelId, language);
    return insert(req.scope!, { name: req.body.name?.trim() || DECK_TEXTS[language].defaultName, slides, pricingModelId, createdBy: req.user?.id ?? null });
  });
  ctx.routes.implement(E.update, async (req) => {
    const current = await find(req.scope!, req.params.id);
    const name = req.body.name === undefined ? current.name : req.body.name.trim();
    if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
    const [updated] = await tenantQuery(req.scope!, PitchDeckModel).where('id', req.params.id).patch({ name, slides: (req.body.slides ?? current.slides) as Slide[], updatedAt: req.scope!.knex.fn.now() as never }).returning('*');
    return toDeck(updated!);
  });
  ctx.routes.implement(E.pdf, async (req) => {
    const deck = await find(req.scope!, req.params.id);
    const file = `${deck.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'pitch-deck'}.pdf`;
    return reply.file(file, 'application/pdf', new Uint8Array(await deckPdf(deck)));
  });
  ctx.routes.implement(E.remove, async (req) => {
    const deleted = await tenantQuery(req.scope!, PitchDeckModel).deleteById(req.params.id);
    if (!deleted) throw new NotFoundError(BiErrors.PITCH_DECK_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });
}
