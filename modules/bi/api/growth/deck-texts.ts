import type { Language } from '@suite/sdk';

/** What a generated deck's slides are made of (money already written in the language). */
export interface DeckFacts {
  model: null | {
    name: string;
    type: string;
    /** "$29 a month" / "$0.50 a transaction" is built from these. */
    price: string;
    isTransaction: boolean;
    ltv: string;
    ltvCac: string | null;
    year1: string;
    year2: string;
    year2Positive: boolean;
    targetCustomers: number;
  };
  mrr: string | null;
  arr: string | null;
  customers: null | { count: number; month: string };
  growthPct: string | null;
  teamCount: number;
  teamTitles: string[];
  plannedHires: number;
  cash: string | null;
  burn: string | null;
  runwayMonths: string | null;
  runOutMonth: string | null;
  ask: string | null;
  askMonths: number;
}

type SlideText = { title: string; bullets: string[] };
export type DeckTexts = Record<'problem' | 'solution' | 'market' | 'businessModel' | 'traction' | 'team' | 'financials' | 'ask', (facts: DeckFacts) => SlideText>;

/** The deck's slides in each language: one template per slide, filled from the account's figures. */
export const DECK_TEXTS: Record<Language, { defaultName: string; unknown: string; slides: DeckTexts }> = {
  en: {
    defaultName: 'Pitch deck',
    unknown: 'not known yet',
    slides: {
      problem: () => ({ title: 'Problem', bullets: ['Who has the problem, and what it costs them today.', 'Why the existing answers fall short.'] }),
      solution: () => ({ title: 'Solution', bullets: ['What we built, in one sentence.', 'The moment a customer sees it work.'] }),
      market: ({ model }) => ({
        title: 'Market',
        bullets: model ? [`Model: ${model.year2Positive ? `${model.year2} of revenue in year 2` : 'no revenue yet'} from ${model.targetCustomers} customers at the start.`] : ['Size of the market we serve first, and the one after it.'],
      }),
      businessModel: ({ model }) => ({
        title: 'Business model',
        bullets: model
          ? [`${model.name} (${model.type}).`, model.isTransaction ? `${model.price} a transaction.` : `${model.price} a month.`, `LTV ${model.ltv}${model.ltvCac !== null ? `, LTV/CAC ${model.ltvCac}` : ''}.`, `Year 1 revenue ${model.year1}, year 2 ${model.year2}.`]
          : ['Save a pricing model in the pricing simulator to fill this slide.'],
      }),
      traction: (f) => ({
        title: 'Traction',
        bullets: [`MRR ${f.mrr ?? 'not known yet'} (ARR ${f.arr ?? 'not known yet'}).`, ...(f.customers ? [`${f.customers.count} customers in ${f.customers.month}.`] : []), ...(f.growthPct !== null ? [`MRR growth ${f.growthPct} last month.`] : [])],
      }),
      team: (f) => ({ title: 'Team', bullets: [`${f.teamCount} people today${f.teamTitles.length ? `: ${f.teamTitles.join(', ')}` : ''}.`, ...(f.plannedHires ? [`${f.plannedHires} planned hires.`] : [])] }),
      financials: (f) => ({
        title: 'Financials',
        bullets: [
          `Cash ${f.cash ?? 'not known yet'}, net burn ${f.burn ?? 'not known yet'} a month.`,
          `Runway ${f.runwayMonths === null ? 'not known yet' : `${f.runwayMonths} months`} today; the plan's forecast ${f.runOutMonth ? `runs out in ${f.runOutMonth}` : 'lasts the next 24 months'}.`,
        ],
      }),
      ask: (f) => ({ title: 'The ask', bullets: [f.ask ? `Raising ${f.ask} for ${f.askMonths} months of runway at today's burn.` : `Our cash covers ${f.askMonths} months at today’s burn.`] }),
    },
  },
  fr: {
    defaultName: 'Pitch deck',
    unknown: 'pas encore connu',
    slides: {
      problem: () => ({ title: 'Problème', bullets: ['Qui a le problème, et ce qu’il lui coûte aujourd’hui.', 'Pourquoi les réponses existantes ne suffisent pas.'] }),
      solution: () => ({ title: 'Solution', bullets: ['Ce que nous avons construit, en une phrase.', 'Le moment où un client le voit fonctionner.'] }),
      market: ({ model }) => ({
        title: 'Marché',
        bullets: model ? [`Modèle : ${model.year2Positive ? `${model.year2} de revenu la deuxième année` : 'pas encore de revenu'} à partir de ${model.targetCustomers} clients au départ.`] : ['La taille du marché que nous servons d’abord, et du suivant.'],
      }),
      businessModel: ({ model }) => ({
        title: 'Modèle économique',
        bullets: model
          ? [`${model.name} (${model.type}).`, model.isTransaction ? `${model.price} par transaction.` : `${model.price} par mois.`, `LTV ${model.ltv}${model.ltvCac !== null ? `, LTV/CAC ${model.ltvCac}` : ''}.`, `Revenu de la première année ${model.year1}, de la deuxième ${model.year2}.`]
          : ['Enregistrez un modèle de tarification dans le simulateur pour remplir cette diapositive.'],
      }),
      traction: (f) => ({
        title: 'Traction',
        bullets: [`MRR ${f.mrr ?? 'pas encore connu'} (ARR ${f.arr ?? 'pas encore connu'}).`, ...(f.customers ? [`${f.customers.count} clients en ${f.customers.month}.`] : []), ...(f.growthPct !== null ? [`Croissance du MRR de ${f.growthPct} le mois dernier.`] : [])],
      }),
      team: (f) => ({ title: 'Équipe', bullets: [`${f.teamCount} personnes aujourd’hui${f.teamTitles.length ? ` : ${f.teamTitles.join(', ')}` : ''}.`, ...(f.plannedHires ? [`${f.plannedHires} recrutements prévus.`] : [])] }),
      financials: (f) => ({
        title: 'Finances',
        bullets: [
          `Trésorerie ${f.cash ?? 'pas encore connue'}, dépense nette ${f.burn ?? 'pas encore connue'} par mois.`,
          `Autonomie financière ${f.runwayMonths === null ? 'pas encore connue' : `de ${f.runwayMonths} mois`} aujourd’hui ; la prévision du plan ${f.runOutMonth ? `s’épuise en ${f.runOutMonth}` : 'couvre les 24 prochains mois'}.`,
        ],
      }),
      ask: (f) => ({ title: 'Notre demande', bullets: [f.ask ? `Nous levons ${f.ask} pour ${f.askMonths} mois d’autonomie financière à la dépense actuelle.` : `Notre trésorerie couvre ${f.askMonths} mois à la dépense actuelle.`] }),
    },
  },
  es: {
    defaultName: 'Presentación para inversores',
    unknown: 'aún no se conoce',
    slides: {
      problem: () => ({ title: 'Problema', bullets: ['Quién tiene el problema y cuánto le cuesta hoy.', 'Por qué las respuestas que existen no bastan.'] }),
      solution: () => ({ title: 'Solución', bullets: ['Lo que construimos, en una frase.', 'El momento en que un cliente lo ve funcionar.'] }),
      market: ({ model }) => ({
        title: 'Mercado',
        bullets: model ? [`Modelo: ${model.year2Positive ? `${model.year2} de ingresos el segundo año` : 'aún sin ingresos'} a partir de ${model.targetCustomers} clientes al inicio.`] : ['El tamaño del mercado que servimos primero, y del siguiente.'],
      }),
      businessModel: ({ model }) => ({
        title: 'Modelo de negocio',
        bullets: model
          ? [`${model.name} (${model.type}).`, model.isTransaction ? `${model.price} por transacción.` : `${model.price} al mes.`, `LTV ${model.ltv}${model.ltvCac !== null ? `, LTV/CAC ${model.ltvCac}` : ''}.`, `Ingresos del primer año ${model.year1}, del segundo ${model.year2}.`]
          : ['Guarda un modelo de precios en el simulador para completar esta diapositiva.'],
      }),
      traction: (f) => ({
        title: 'Tracción',
        bullets: [`MRR ${f.mrr ?? 'aún no se conoce'} (ARR ${f.arr ?? 'aún no se conoce'}).`, ...(f.customers ? [`${f.customers.count} clientes en ${f.customers.month}.`] : []), ...(f.growthPct !== null ? [`Crecimiento del MRR del ${f.growthPct} el mes pasado.`] : [])],
      }),
      team: (f) => ({ title: 'Equipo', bullets: [`${f.teamCount} personas hoy${f.teamTitles.length ? `: ${f.teamTitles.join(', ')}` : ''}.`, ...(f.plannedHires ? [`${f.plannedHires} contrataciones previstas.`] : [])] }),
      financials: (f) => ({
        title: 'Finanzas',
        bullets: [
          `Caja ${f.cash ?? 'aún no se conoce'}, gasto neto ${f.burn ?? 'aún no se conoce'} al mes.`,
          `Runway ${f.runwayMonths === null ? 'aún no se conoce' : `de ${f.runwayMonths} meses`} hoy; la previsión del plan ${f.runOutMonth ? `se agota en ${f.runOutMonth}` : 'cubre los próximos 24 meses'}.`,
        ],
      }),
      ask: (f) => ({ title: 'Lo que pedimos', bullets: [f.ask ? `Levantamos ${f.ask} para ${f.askMonths} meses de runway al gasto actual.` : `Nuestra caja cubre ${f.askMonths} meses al gasto actual.`] }),
    },
  },
};
