/**
 * Deterministic, explainable analysis of a business document (DECISIONS.md "AI-named features"):
 * figures found (money, percentages, dates), key terms, reading time, a summary made of the
 * document's own sentences, and the account metrics the document's figures disagree with.
 */

export const WORDS_PER_MINUTE = 200;
/** A document figure disagrees with the account when they differ by more than 10 %. */
export const DISAGREEMENT_TOLERANCE = 0.1;

const STOP_WORDS = new Set(
  'about above after again against also among because been before being below between both could does doing down during each from further have having here hers himself into itself just more most other ours ourselves over same should some such than that their theirs them themselves then there these they this those through under until very were what when where which while whom will with would your yours within upon only onto year years month months'.split(' '),
);

const MONEY = /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|b|million|billion|thousand)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars)\b)/gi;
const PERCENT = /\b\d+(?:[.,]\d+)?\s?%/g;
const DATE = /\b(?:\d{4}-\d{2}-\d{2}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}|Q[1-4]\s+\d{4})\b/g;

export const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“$€£])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()))];

/** "$1.2M" -> 1,200,000; "$45K" -> 45,000; "$12,500" -> 12,500. */
export function moneyValue(text: string): number {
  const number = Number((text.match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? '0').replace(/,/g, ''));
  const unit = text.toLowerCase().match(/(k|thousand|m|million|bn|b|billion)\b/)?.[1];
  const factor = unit === 'k' || unit === 'thousand' ? 1e3 : unit === 'm' || unit === 'million' ? 1e6 : unit === 'b' || unit === 'bn' || unit === 'billion' ? 1e9 : 1;
  return number * factor;
}

export interface AccountFigures {
  mrr: number | null;
  runwayMonths: number | null;
  customers: number | null;
  monthlyBurn: number | null;
}

export interface Disagreement {
  metric: string;
  documentValue: number;
  accountValue: number;
  sentence: string;
}

/** Sentences naming a metric with a figure, compared with the account's (more than 10 % apart is a disagreement). */
export function disagreements(text: string, account: AccountFigures): Disagreement[] {
  const found: Disagreement[] = [];
  const differs = (a: number, b: number) => Math.abs(a - b) > DISAGREEMENT_TOLERANCE * Math.max(Math.abs(b), 1);
  for (const sentence of sentencesOf(text)) {
    const money = sentence.match(MONEY);
    if (account.mrr !== null && /\bMRR\b|monthly recurring revenue/i.test(sentence) && money) {
      const value = moneyValue(money[0]);
      if (differs(value, account.mrr)) found.push({ metric: 'MRR', documentValue: value, accountValue: account.mrr, sentence });
    }
    if (account.monthlyBurn !== null && /\bburn\b/i.test(sentence) && money) {
      const value = moneyValue(money[0]);
      if (differs(value, account.monthlyBurn)) found.push({ metric: 'MONTHLY_BURN', documentValue: value, accountValue: account.monthlyBurn, sentence });
    }
    const runway = sentence.match(/runway[^.]*?(\d+(?:\.\d+)?)\s*months?|(\d+(?:\.\d+)?)\s*months? of runway/i);
    if (account.runwayMonths !== null && runway) {
      const value = Number(runway[1] ?? runway[2]);
      if (differs(value, account.runwayMonths)) found.push({ metric: 'RUNWAY_MONTHS', documentValue: value, accountValue: account.runwayMonths, sentence });
    }
    const customers = sentence.match(/(\d[\d,]*)\s+(?:paying\s+)?customers\b/i);
    if (account.customers !== null && customers) {
      const value = Number(customers[1]!.replace(/,/g, ''));
      if (differs(value, account.customers)) found.push({ metric: 'CUSTOMERS', documentValue: value, accountValue: account.customers, sentence });
    }
  }
  return found;
}

export function analyzeDocument(text: string, account: AccountFigures) {
  const all = words(text);
  const counts = new Map<string, number>();
  for (const word of all) {
    const key = word.toLowerCase();
    if (key.length < 4 || STOP_WORDS.has(key) || /^\d/.test(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Key terms: the most frequent words of 4+ letters outside a stop list (ties alphabetical).
  const keyTerms = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([term, count]) => ({ term, count }));
  const weight = new Map(keyTerms.map((k) => [k.term, k.count]));
  // Summary: the three sentences whose words carry the most key-term weight, in document order.
  const sentences = sentencesOf(text);
  const scored = sentences.map((sentence, index) => ({ sentence, index, score: words(sentence).reduce((sum, w) => sum + (weight.get(w.toLowerCase()) ?? 0), 0) }));
  const summary = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  return {
    words: all.length,
    readingMinutes: Math.max(1, Math.ceil(all.length / WORDS_PER_MINUTE)),
    figures: { money: unique(text.match(MONEY) ?? []), percentages: unique(text.match(PERCENT) ?? []), dates: unique(text.match(DATE) ?? []) },
    keyTerms,
    summary,
    disagreements: disagreements(text, account),
    method: 'Rules over the text: figures by pattern, key terms by frequency, summary of the highest-weighted sentences, metrics compared within 10 %.',
  };
}
