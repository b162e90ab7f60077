import { useEffect, useState } from 'react';
import type { DocsContent } from './content/tree.js';

let cached: Promise<DocsContent> | null = null;

/** The documentation's text (English; its own chunk, shared by the index and the pages). */
export function useDocsContent(): DocsContent | null {
  const [content, setContent] = useState<DocsContent | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= import('./content/en.js').then((module) => module.content);
    void cached.then((loaded) => {
      if (live) setContent(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return content;
}
