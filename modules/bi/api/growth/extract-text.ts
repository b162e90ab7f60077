import mammoth from 'mammoth';
import { extractText as pdfExtractText, getDocumentProxy } from 'unpdf';

/**
 * Text out of an uploaded file, with maintained libraries: PDF through unpdf (Mozilla's pdf.js
 * built for servers: Flate streams, CID fonts with ToUnicode maps, Type1/TrueType encodings), DOCX
 * through mammoth (paragraphs of word/document.xml), plain text and Markdown as UTF-8. Null when
 * nothing readable comes out (a corrupt, encrypted or scanned file, or a type we do not read): the
 * caller answers with the spec's clear error.
 */
export async function extractText(fileName: string, contentType: string | undefined, data: Buffer): Promise<string | null> {
  const name = fileName.toLowerCase();
  let text: string | null = null;
  if (name.endsWith('.pdf') || contentType === 'application/pdf') text = await pdfText(data);
  else if (name.endsWith('.docx') || contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') text = await docxText(data);
  else if (/\.(txt|md|markdown)$/.test(name) || contentType?.startsWith('text/')) text = data.includes(0) ? null : data.toString('utf8');
  const tidy = text
    ?.replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return tidy ? tidy : null;
}

async function pdfText(data: Buffer): Promise<string | null> {
  if (!data.subarray(0, 1024).toString('latin1').includes('%PDF')) return null;
  try {
    // pdf.js takes ownership of the bytes it is given: hand it a copy.
    const document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
    try {
      const { text } = await pdfExtractText(document, { mergePages: false });
      return text.join('\n\n');
    } finally {
      await document.destroy();
    }
  } catch {
    return null;
  }
}

async function docxText(data: Buffer): Promise<string | null> {
  try {
    return (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    return null;
  }
}
