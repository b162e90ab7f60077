/** Helpers to read outbox mail safely in the dev mailbox. */

export type { OutboxMessage } from '@suite/sdk/endpoints';

/**
 * The HTML of a mail as an iframe document: links open in a new tab (the frame is sandboxed
 * without scripts, so a base target is how its links stay usable).
 */
export function mailDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + base + html.slice(doctype[0].length);
  return base + html;
}

export type TextPart = { text: string } | { href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Plain text cut into text and links, so the links of a text mail can be clicked. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let href = match[0];
    // A sentence's full stop or comma after a link is not part of it.
    while (/[.,;:!?]$/.test(href)) href = href.slice(0, -1);
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
