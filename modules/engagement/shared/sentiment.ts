/**
 * Explainable sentiment of a comment (DECISIONS.md "AI-named features": no external model): a
 * small lexicon in en, fr and es, with negation ("not good") flipping the next word. The words
 * that decided the result are returned with their weights, so the screen can show them.
 */

const POSITIVE: Record<string, number> = {
  love: 3, loved: 3, great: 2, excellent: 3, amazing: 3, awesome: 3, good: 1, nice: 1, easy: 2, fast: 2, helpful: 2, simple: 1, perfect: 3, useful: 2, intuitive: 2, clear: 1, happy: 2, recommend: 2, smooth: 2, best: 2, thanks: 1, beautiful: 2,
  adore: 3, génial: 3, super: 2, parfait: 3, facile: 2, rapide: 2, utile: 2, bien: 1, bon: 1, merci: 1, clair: 1, pratique: 2, content: 2,
  encanta: 3, genial: 3, excelente: 3, fácil: 2, rápido: 2, útil: 2, bueno: 1, buena: 1, perfecto: 3, gracias: 1, claro: 1, increíble: 3,
};
const NEGATIVE: Record<string, number> = {
  hate: -3, bad: -2, terrible: -3, awful: -3, slow: -2, broken: -3, bug: -2, bugs: -2, crash: -3, crashes: -3, confusing: -2, expensive: -2, hard: -1, difficult: -2, poor: -2, useless: -3, annoying: -2, error: -2, errors: -2, missing: -1, worst: -3, frustrating: -2, disappointed: -2, cancel: -2, ugly: -2,
  déteste: -3, mauvais: -2, nul: -3, lent: -2, lente: -2, cassé: -3, bogue: -2, cher: -2, difficile: -2, compliqué: -2, inutile: -3, erreur: -2, déçu: -2, horrible: -3,
  odio: -3, malo: -2, mala: -2, lento: -2, roto: -3, caro: -2, difícil: -2, confuso: -2, inútil: -3, fallo: -2, decepcionado: -2,
};
const NEGATORS = new Set(['not', "don't", 'dont', "isn't", 'isnt', 'never', 'no', 'ne', 'pas', 'jamais', 'nunca', "doesn't", 'doesnt', "wasn't"]);

export type SentimentLabel = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

export interface SentimentTerm {
  term: string;
  weight: number;
}

export interface Sentiment {
  /** -1 (negative) to 1 (positive), two decimals. */
  score: number;
  label: SentimentLabel;
  /** The words (with a negation, the two-word phrase) that made it so. */
  terms: SentimentTerm[];
}

export function analyzeSentiment(text: string | null | undefined): Sentiment {
  const words = (text ?? '').toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const terms: SentimentTerm[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const base = POSITIVE[word] ?? NEGATIVE[word];
    if (!base) continue;
    const negated = [words[i - 1], words[i - 2]].some((w) => w !== undefined && NEGATORS.has(w));
    terms.push(negated ? { term: `${words[i - 1] && NEGATORS.has(words[i - 1]!) ? words[i - 1] : words[i - 2]} ${word}`, weight: -base } : { term: word, weight: base });
  }
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  // Squash the sum into -1..1: one strong word is about 0.6.
  const score = Math.round((total / (Math.abs(total) + 2)) * 100) / 100;
  return { score, label: score > 0.15 ? 'POSITIVE' : score < -0.15 ? 'NEGATIVE' : 'NEUTRAL', terms };
}

/** Themes a comment is about, found by keywords (en, fr, es); a comment may touch several. */
export const THEMES: Record<string, readonly string[]> = {
  pricing: ['price', 'pricing', 'expensive', 'cheap', 'cost', 'plan', 'prix', 'cher', 'tarif', 'precio', 'caro', 'coste'],
  performance: ['slow', 'fast', 'speed', 'loading', 'lag', 'lent', 'rapide', 'lento', 'rápido', 'performance'],
  usability: ['easy', 'confusing', 'intuitive', 'hard', 'difficult', 'simple', 'ui', 'design', 'facile', 'compliqué', 'fácil', 'confuso', 'difícil'],
  reliability: ['bug', 'bugs', 'crash', 'crashes', 'broken', 'error', 'errors', 'cassé', 'erreur', 'fallo', 'roto'],
  support: ['support', 'help', 'helpful', 'team', 'service', 'aide', 'ayuda', 'soporte'],
  features: ['feature', 'features', 'missing', 'integration', 'export', 'fonction', 'función', 'funcionalidad'],
};

export function detectThemes(text: string | null | undefined): string[] {
  const words = new Set((text ?? '').toLowerCase().match(/[\p{L}']+/gu) ?? []);
  return Object.entries(THEMES)
    .filter(([, keywords]) => keywords.some((k) => words.has(k)))
    .map(([theme]) => theme);
}
