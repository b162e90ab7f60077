import { stringify } from 'csv-stringify/sync';

/** A CSV cell as the writer takes it: missing values are empty cells. */
export type CsvCell = string | number | null | undefined;

/**
 * The one CSV writer for every export (csv-stringify): CRLF line ends, a cell quoted when it holds a
 * comma, a quote or a line break, and a text cell a spreadsheet would run as a formula (one starting
 * with = + - @, a tab or a carriage return) written with a leading apostrophe, as OWASP advises
 * against CSV injection. An empty row is an empty line.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: '\r\n', escape_formulas: true, quoted_match: /[\r\n]/ },
  );
}

/** The content type CSV files are served with. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
