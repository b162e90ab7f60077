import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { BiErrors } from '../../shared/errors.js';
import { analyzeDocument, type AccountFigures } from '../../shared/document-analysis.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIN_CONTENT, DocumentEndpoints, type BusinessDocumentView, type DocumentAnalysis } from '../../shared/growth.js';
import { isoDay, snapshotAt } from '../../shared/runway-math.js';
import { loadFinance } from '../finance/store.js';
import { extractText } from './extract-text.js';

type Row = Record<string, unknown>;
const TABLE = 'bi.business_documents';
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function toDocument(row: Row): BusinessDocumentView {
  return {
    id: String(row.id),
    accountId: String(row.account_id),
    name: String(row.name),
    type: String(row.type),
    description: String(row.description ?? ''),
    content: String(row.content),
    file: row.file ? jsonOf(row.file) : null,
    analysis: row.analysis ? jsonOf(row.analysis) : null,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

/** Section 5: name required; content at least 100 characters. */
function check(name: string | undefined, content: string | undefined): { name: string; content: string } {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw new ValidationError(BiErrors.NAME_REQUIRED);
  const text = content?.trim() ?? '';
  if (text.length < DOCUMENT_MIN_CONTENT) throw new ValidationError(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
  return { name: trimmed, content: text };
}

/** The account's own figures a document is compared with (money in dollars). */
export async function accountFigures(ctx: PluginContext, scope: TenantScope): Promise<AccountFigures> {
  const finance = await loadFinance(ctx, scope);
  const snapshot = snapshotAt(scope.accountId, finance.data, isoDay(ctx.now()));
  const last = finance.data.revenue[finance.data.revenue.length - 1];
  return {
    mrr: snapshot.mrrCents === null ? null : snapshot.mrrCents / 100,
    runwayMonths: snapshot.runwayMonths,
    customers: last ? last.customers : null,
    monthlyBurn: snapshot.monthlyNetBurnCents === null ? null : snapshot.monthlyNetBurnCents / 100,
  };
}

export function registerDocuments(ctx: PluginContext): void {
  const E = DocumentEndpoints;
  const insert = async (scope: TenantScope, values: Row) => toDocument(((await scope.insert(TABLE, values).returning('*')) as Row[])[0]!);
  ctx.routes.implement(E.list, async (req) => ((await req.scope!.table(TABLE).orderBy('created_at', 'desc').select('*')) as Row[]).map(toDocument));
  ctx.routes.implement(E.create, async (req) => {
    const { name, content } = check(req.body.name, req.body.content);
    return insert(req.scope!, { name, content, type: req.body.type?.trim() || 'OTHER', description: req.body.description?.trim() ?? '', created_by: req.user?.id ?? null });
  });
  ctx.routes.implement(E.upload, async (req) => {
    const data = Buffer.from(req.body.dataBase64, 'base64');
    if (data.length > DOCUMENT_MAX_BYTES) throw new ValidationError(BiErrors.DOCUMENT_TOO_LARGE);
    const text = data.length ? await extractText(req.body.fileName, req.body.contentType, data) : null;
    if (text === null) throw new ValidationError(BiErrors.DOCUMENT_UNREADABLE);
    const { name, content } = check(req.body.name ?? req.body.fileName.replace(/\.[^.]+$/, ''), text);
    return insert(req.scope!, {
      name,
      content,
      type: req.body.type?.trim() || 'OTHER',
      description: req.body.description?.trim() ?? '',
      file: JSON.stringify({ fileName: req.body.fileName, contentType: req.body.contentType ?? 'application/octet-stream', sizeBytes: data.length }),
      created_by: req.user?.id ?? null,
    });
  });
  ctx.routes.implement(E.analyze, async (req) => {
    const scope = req.scope!;
    let content = req.body.content;
    if (req.body.documentId) {
      const row = (await scope.table(TABLE).where('id', req.body.documentId).first('content')) as Row | undefined;
      if (!row) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
      content = String(row.content);
    }
    if ((content?.trim().length ?? 0) < DOCUMENT_MIN_CONTENT) throw new ValidationError(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
    const analysis: DocumentAnalysis = analyzeDocument(content!, await accountFigures(ctx, scope));
    if (req.body.documentId) await scope.table(TABLE).where('id', req.body.documentId).update({ analysis: JSON.stringify(analysis), updated_at: scope.knex.fn.now() });
    return analysis;
  });
  ctx.routes.implement(E.get, async (req) => {
    const row = (await req.scope!.table(TABLE).where('id', req.params.id).first('*')) as Row | undefined;
    if (!row) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
    return toDocument(row);
  });
  ctx.routes.implement(E.remove, async (req) => {
    const deleted = await req.scope!.table(TABLE).where('id', req.params.id).delete();
    if (!deleted) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });
}
