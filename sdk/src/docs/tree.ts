/**
 * The documentation (issue 21): the tree of platform.md section 2 and its articles in en, fr and es
 * (en.ts, fr.ts, es.ts). Shared by the shell (/docs, one lazy chunk per language) and the server
 * (each article's title, summary and text in the HTML it sends, and the sitemap).
 */

/** The documentation tree: sections and their pages, in order. */
export const DOCS_TREE = [
  { id: 'getting-started', pages: ['quick-start', 'creating-teams', 'first-session'] },
  { id: 'user-guide', pages: ['voting-systems', 'session-management', 'analytics'] },
  { id: 'best-practices', pages: ['estimation-techniques', 'facilitation-tips', 'common-pitfalls'] },
  { id: 'teams', pages: ['roles-permissions', 'inviting-members', 'team-settings'] },
  { id: 'api', pages: ['overview', 'sessions', 'webhooks'] },
  { id: 'integrations', pages: ['jira', 'slack', 'github'] },
  { id: 'ai', pages: ['overview', 'best-practices', 'session-automation', 'team-invitations'] },
  // Not in platform.md's tree: the affiliate program's rules (issue 21 asks for them in the docs).
  { id: 'affiliates', pages: ['program'] },
] as const;

export type DocsSectionId = (typeof DOCS_TREE)[number]['id'];

/** A page: a title, a one-line summary, and blocks (a heading, paragraphs, lists or a code sample). */
export type DocsBlock = { h: string } | { p: string } | { list: string[] } | { code: string };
export interface DocsArticle {
  title: string;
  summary: string;
  blocks: DocsBlock[];
}
export interface DocsContent {
  sections: Record<DocsSectionId, string>;
  /** Keyed '<section>/<page>'. */
  articles: Record<string, DocsArticle>;
}

/** Plain text of an article, for the search. */
export function articleText(article: DocsArticle): string {
  return [article.title, article.summary, ...article.blocks.map((block) => ('h' in block ? block.h : 'p' in block ? block.p : 'list' in block ? block.list.join(' ') : block.code))].join(' ');
}

/** Articles whose text holds every word of the query (case and accents ignored), best (title) matches first. */
export function searchDocs(content: DocsContent, query: string): { key: string; article: DocsArticle }[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return Object.entries(content.articles)
    .map(([key, article]) => {
      const text = fold(articleText(article));
      if (!words.every((word) => text.includes(word))) return null;
      const title = fold(article.title);
      return { key, article, score: words.filter((word) => title.includes(word)).length };
    })
    .filter((hit): hit is { key: string; article: DocsArticle; score: number } => hit !== null)
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    .map(({ key, article }) => ({ key, article }));
}
