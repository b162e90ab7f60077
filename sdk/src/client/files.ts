/** Saves a Blob under a file name (a PDF invoice, a CSV or Markdown export). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file name from a title: 'Sprint 12 — planification' with 'csv' -> 'sprint-12-planification.csv'
 * (accents dropped, at most 60 characters before the extension, `fallback` when nothing is left).
 */
export function fileNameFrom(title: string, extension: string, fallback: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback;
  return `${base}.${extension}`;
}
