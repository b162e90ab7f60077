import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose `<tag>...</tag>` parts are rendered by the given functions (links
 * inside a sentence). A light stand-in for react-i18next's Trans, which weighs ~5 KB gzipped on
 * the sign-in pages' first load.
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, (content: string) => ReactNode> }) {
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const render = parts[match[1]!];
    nodes.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = pattern.lastIndex;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
