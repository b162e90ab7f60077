import { inflateRawSync, inflateSync } from 'node:zlib';

/**
 * Text out of an uploaded file, with Node's own zlib (no extra dependency): plain text and
 * Markdown as UTF-8; DOCX by reading word/document.xml out of the zip; PDF by reading the text
 * operators (Tj, TJ, ', ") of its content streams (Flate-compressed or not). Null when nothing
 * readable comes out (a corrupt or scanned file): the caller answers with a clear error.
 */
export function extractText(fileName: string, contentType: string | undefined, data: Buffer): string | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.pdf') || contentType === 'application/pdf') return pdfText(data);
  if (name.endsWith('.docx') || contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return docxText(data);
  if (/\.(txt|md|markdown)$/.test(name) || contentType?.startsWith('text/')) {
    const text = data.toString('utf8');
    return text.includes('\u0000') ? null : text;
  }
  return null;
}

/** The entry of a zip file, inflated (central directory read from the end record). */
function zipEntry(data: Buffer, wanted: string): Buffer | null {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  for (let i = 0; i < count && offset + 46 <= data.length; i += 1) {
    if (data.readUInt32LE(offset) !== 0x02014b50) return null;
    const method = data.readUInt16LE(offset + 10);
    const compressed = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extra = data.readUInt16LE(offset + 30);
    const comment = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const entryName = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === wanted) {
      if (local + 30 > data.length) return null;
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const body = data.subarray(start, start + compressed);
      return method === 0 ? body : method === 8 ? inflateRawSync(body) : null;
    }
    offset += 46 + nameLength + extra + comment;
  }
  return null;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function docxText(data: Buffer): string | null {
  try {
    const xml = zipEntry(data, 'word/document.xml')?.toString('utf8');
    if (!xml) return null;
    return xml
      .replace(/<\/w:p>/g, '\n')
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_m, entity: string) => XML_ENTITIES[entity]!)
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  } catch {
    return null;
  }
}

/** A PDF string operand: (literal) with escapes, or <hex>. */
function pdfString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    let out = '';
    for (let i = 0; i + 1 < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
    return out;
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, escape: string) => {
      const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      return map[escape] ?? String.fromCharCode(parseInt(escape, 8));
    });
}

function pdfText(data: Buffer): string | null {
  if (!data.subarray(0, 5).toString('latin1').startsWith('%PDF')) return null;
  const raw = data.toString('latin1');
  const parts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content = match[2]!;
    if (/FlateDecode/.test(match[1]!)) {
      try {
        content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
      } catch {
        continue;
      }
    }
    if (!/\bT[Jj]\b|'\s|"\s/.test(content)) continue;
    const blocks = content.match(/BT[^]*?ET/g) ?? [];
    for (const block of blocks) {
      const line: string[] = [];
      const operators = /(\[(?:[^\]\\]|\\.)*\])\s*TJ|(\((?:[^)\\]|\\.)*\)|<[0-9A-Fa-f\s]*>)\s*(?:Tj|'|")|(T\*|Td|TD)/g;
      for (let op = operators.exec(block); op; op = operators.exec(block)) {
        if (op[1]) line.push((op[1].match(/\((?:[^)\\]|\\.)*\)|<[0-9A-Fa-f\s]*>/g) ?? []).map(pdfString).join(''));
        else if (op[2]) line.push(pdfString(op[2]));
        else if (op[3]) line.push('\n');
      }
      parts.push(line.join('').replace(/\n+/g, '\n'));
    }
  }
  const text = parts.join('\n').replace(/[ \t]+\n/g, '\n').trim();
  return text.length > 0 ? text : null;
}
