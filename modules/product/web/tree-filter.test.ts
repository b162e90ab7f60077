import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './format.js';
import { visibleIds } from './tree-filter.js';

const node = (id: string, parentId: string | null, category: string, risk: string) => ({ id, parentId, justification: { investmentCategoryId: category, riskLevel: risk as 'LOW' } });
const items = [node('p', null, 'PLAT', 'LOW'), node('i1', 'p', 'RND', 'HIGH'), node('e1', 'i1', 'CR', 'HIGH'), node('i2', 'p', 'CR', 'LOW'), node('e2', 'i2', 'KTLO', 'MEDIUM')];
const byId = new Map(items.map((i) => [i.id, i]));

describe('the portfolio tree filters', () => {
  it('show everything when nothing filters', () => {
    expect(visibleIds(items, byId, { category: null, risk: null })).toBeNull();
  });
  it('keep the ancestors of every match so the tree reads from the product down', () => {
    expect([...visibleIds(items, byId, { category: 'CR', risk: null })!].sort()).toEqual(['e1', 'i1', 'i2', 'p']);
    expect([...visibleIds(items, byId, { category: null, risk: 'MEDIUM' })!].sort()).toEqual(['e2', 'i2', 'p']);
    expect([...visibleIds(items, byId, { category: 'CR', risk: 'HIGH' })!].sort()).toEqual(['e1', 'i1', 'p']);
    expect(visibleIds(items, byId, { category: 'COMP', risk: null })!.size).toBe(0);
  });
});

describe('typed amounts', () => {
  it('become integer cents', () => {
    expect(dollarsToCents('1,250.5')).toBe(125_050);
    expect(dollarsToCents(40_000)).toBe(4_000_000);
    expect(dollarsToCents('$ 19.99')).toBe(1999);
    expect(Number.isNaN(dollarsToCents('abc'))).toBe(true);
  });
});
