import { formatNumber, formatPrice, type Language } from '@suite/sdk';

/**
 * The stored titles and bodies of generated insights, in the language of the person who generated
 * them (the screen words them again in the reader's language from the rule and its numbers; these
 * are what the assistant, exports and other readers of the stored row see).
 */
type Texts = {
  runwayNow: (now: string) => string;
  runwayMoved: (fell: boolean, before: string, now: string) => string;
  burn: (rose: boolean, pct: string, amount: string) => string;
  revenue: (fell: boolean, pct: string) => string;
  churn: (pct: string) => string;
  velocity: (amount: string, pct: string) => string;
  feedback: (question: string, average: string, scale: number, responses: number) => string;
  rules: Record<'RUNWAY_TREND' | 'BURN_CHANGE' | 'REVENUE_GROWTH' | 'CHURN' | 'VELOCITY_COST' | 'FEEDBACK_SENTIMENT', string>;
};

export const INSIGHT_TEXTS: Record<Language, Texts> = {
  en: {
    runwayNow: (now) => `Runway is ${now} months`,
    runwayMoved: (fell, before, now) => `Runway ${fell ? 'fell' : 'rose'} from ${before} to ${now} months`,
    burn: (rose, pct, amount) => `Net burn ${rose ? 'rose' : 'fell'} ${pct} % to ${amount} a month`,
    revenue: (fell, pct) => `MRR ${fell ? 'fell' : 'grew'} ${pct} % last month`,
    churn: (pct) => `Customer churn is ${pct} % a month`,
    velocity: (amount, pct) => `A sprint of delivery costs ${amount} (${pct} % of a month of burn)`,
    feedback: (question, average, scale, responses) => `"${question}" averages ${average} / ${scale} over ${responses} answers`,
    rules: {
      RUNWAY_TREND: 'Runway = cash / net burn, in 30-day months, compared with three months ago. Under 240 days is critical, under 365 a warning.',
      BURN_CHANGE: 'Net burn of the last three months compared with the month before; a change over 10 % is reported.',
      REVENUE_GROWTH: "Last month's MRR against the month before.",
      CHURN: 'Customers lost last month / customers the month before. Below 5 % is healthy, below 10 % a warning, else critical.',
      VELOCITY_COST: 'Points completed per sprint x the cost of a point, against the monthly gross burn.',
      FEEDBACK_SENTIMENT: 'The average answer of a feedback question; under 60 % of its scale is a warning.',
    },
  },
  fr: {
    runwayNow: (now) => `L’autonomie financière est de ${now} mois`,
    runwayMoved: (fell, before, now) => (fell ? `L’autonomie financière est passée de ${before} à ${now} mois` : `L’autonomie financière est montée de ${before} à ${now} mois`),
    burn: (rose, pct, amount) => `La dépense nette a ${rose ? 'augmenté' : 'baissé'} de ${pct} % à ${amount} par mois`,
    revenue: (fell, pct) => `Le MRR a ${fell ? 'reculé' : 'progressé'} de ${pct} % le mois dernier`,
    churn: (pct) => `L’attrition client est de ${pct} % par mois`,
    velocity: (amount, pct) => `Un sprint de livraison coûte ${amount} (${pct} % d’un mois de dépenses)`,
    feedback: (question, average, scale, responses) => `« ${question} » : moyenne de ${average} / ${scale} sur ${responses} réponses`,
    rules: {
      RUNWAY_TREND: 'Autonomie financière = trésorerie / dépense nette, en mois de 30 jours, comparée à il y a trois mois. Sous 240 jours critique, sous 365 attention.',
      BURN_CHANGE: 'Dépense nette des trois derniers mois comparée au mois précédent ; une variation de plus de 10 % est signalée.',
      REVENUE_GROWTH: 'Le MRR du mois dernier face au mois d’avant.',
      CHURN: 'Clients perdus le mois dernier / clients le mois d’avant. Sous 5 % sain, sous 10 % attention, sinon critique.',
      VELOCITY_COST: 'Points terminés par sprint x coût d’un point, face à la dépense brute mensuelle.',
      FEEDBACK_SENTIMENT: 'La réponse moyenne à une question de retour ; sous 60 % de son échelle, attention.',
    },
  },
  es: {
    runwayNow: (now) => `El runway es de ${now} meses`,
    runwayMoved: (fell, before, now) => `El runway ${fell ? 'bajó' : 'subió'} de ${before} a ${now} meses`,
    burn: (rose, pct, amount) => `El gasto neto ${rose ? 'subió' : 'bajó'} un ${pct} % hasta ${amount} al mes`,
    revenue: (fell, pct) => `El MRR ${fell ? 'cayó' : 'creció'} un ${pct} % el mes pasado`,
    churn: (pct) => `El abandono de clientes es del ${pct} % al mes`,
    velocity: (amount, pct) => `Un sprint de entrega cuesta ${amount} (${pct} % de un mes de gasto)`,
    feedback: (question, average, scale, responses) => `«${question}»: media de ${average} / ${scale} en ${responses} respuestas`,
    rules: {
      RUNWAY_TREND: 'Runway = caja / gasto neto, en meses de 30 días, frente a hace tres meses. Menos de 240 días es crítico, menos de 365 un aviso.',
      BURN_CHANGE: 'Gasto neto de los tres últimos meses frente al mes anterior; se informa un cambio de más del 10 %.',
      REVENUE_GROWTH: 'El MRR del mes pasado frente al anterior.',
      CHURN: 'Clientes perdidos el mes pasado / clientes el mes anterior. Menos del 5 % sano, menos del 10 % aviso, si no crítico.',
      VELOCITY_COST: 'Puntos completados por sprint x coste de un punto, frente al gasto bruto mensual.',
      FEEDBACK_SENTIMENT: 'La respuesta media de una pregunta de opinión; por debajo del 60 % de su escala es un aviso.',
    },
  },
};

/** A number written in the language ("10.3" / "10,3"). */
export const numberIn = (value: number, language: Language) => formatNumber(value, language);
/** Whole money from cents in the language ("$30,000" / "30 000 $US"). */
export const moneyIn = (cents: number, language: Language, currency?: string) => formatPrice(Math.round(cents / 100) * 100, language, currency);
