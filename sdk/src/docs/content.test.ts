import { describe, expect, it } from 'vitest';
import { content as en } from './en.js';
import { content as fr } from './fr.js';
import { content as es } from './es.js';
import { DOCS_TREE, searchDocs, type DocsBlock } from './tree.js';

/** The docs in fr and es are the English articles translated, block for block (code samples as they are). */
const shape = (block: DocsBlock) => ('h' in block ? 'h' : 'p' in block ? 'p' : 'list' in block ? `list:${block.list.length}` : 'code');
const texts = (block: DocsBlock) => ('h' in block ? [block.h] : 'p' in block ? [block.p] : 'list' in block ? block.list : [block.code]);

describe.each([
  ['fr', fr],
  ['es', es],
])('the docs in %s', (_language, translated) => {
  it('have every section and article of the tree, with the same blocks as in English', () => {
    expect(Object.keys(translated.sections).sort()).toEqual(Object.keys(en.sections).sort());
    const keys = DOCS_TREE.flatMap((section) => section.pages.map((page) => `${section.id}/${page}`));
    expect(Object.keys(translated.articles).sort()).toEqual([...keys].sort());
    expect(Object.keys(en.articles).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(translated.articles[key]!.blocks.map(shape), key).toEqual(en.articles[key]!.blocks.map(shape));
    }
  });

  it('keep the code samples and the API paths, and translate the words', () => {
    for (const [key, article] of Object.entries(translated.articles)) {
      const english = en.articles[key]!;
      article.blocks.forEach((block, index) => {
        if ('code' in block) expect(block.code, key).toBe((english.blocks[index] as { code: string }).code);
      });
      for (const text of [article.title, article.summary, ...article.blocks.flatMap(texts)]) expect(text.trim(), key).not.toBe('');
      // Every /api/... path the English article names is named in the translation too.
      const paths = (text: string) => new Set(text.match(/\/api\/[\w/{}-]+/g) ?? []);
      const englishPaths = paths(english.blocks.flatMap(texts).join(' '));
      const translatedPaths = paths(article.blocks.flatMap(texts).join(' '));
      expect([...englishPaths].filter((path) => !translatedPaths.has(path)), key).toEqual([]);
      expect(article.summary, key).not.toBe(english.summary);
    }
  });
});

describe('search in a translated docs tree', () => {
  it('finds articles by their translated words, accents ignored', () => {
    expect(searchDocs(fr, 'systemes de vote').map((hit) => hit.key)[0]).toBe('user-guide/voting-systems');
    expect(searchDocs(es, 'comisión reembolso').map((hit) => hit.key)).toContain('affiliates/program');
  });
});
