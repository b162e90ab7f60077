import { useEffect } from 'react';

/** Sets the document's title ("<title> · <brand>") and meta description for a public page. */
export function usePageMeta(title: string, description: string | undefined, brand: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${brand}`;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, brand]);
}
