import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes rows with CRLF line ends, an empty row as an empty line', () => {
    expect(toCsv([['Column', 'Card'], [], ['Went well', 'Pairing']])).toBe('Column,Card\r\n\r\nWent well,Pairing\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles their quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain']])).toBe('"a,b","say ""hi""","two\nlines","cr\rhere",plain\r\n');
  });

  it('writes a cell a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn', 'a=b']])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),'\tTab,"'\rReturn",a=b\r\n`);
  });

  it('writes numbers as numbers and missing values as empty cells', () => {
    expect(toCsv([[1, 2.5, -3, 0, null, undefined, '']])).toBe('1,2.5,-3,0,,,\r\n');
  });
});
