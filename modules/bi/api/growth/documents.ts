import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import { analyzeDocument, type AccountFigures } from '../../shared/document-analysis.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIN_CONTENT, DocumentEndpoints, type BusinessDocumentView, type DocumentAnalysis } from '../../shared/growth.js';
import { isoDay, snapshotAt } from '../../shared/runway-math.js';
import { loadFinance } from '../finance/store.js';
import { extractText } from './extract-text.js';
import { toDocument } from './document-edits.js';
import { BusinessDocumentModel } from './models.js';


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
  const insert = async (scope: TenantScope, values: Partial<BusinessDocumentModel>): Promise<BusinessDocumentView> =>
    toDocument(await BusinessDocumentModel.query(scope.knex).insert({ ...values, accountId: scope.accountId }).returning('*'));
  ctx.routes.implement(E.list, async (req) => (await tenantQuery(req.scope!, BusinessDocumentModel).orderBy('created_at', 'desc')).map(toDocument));
  ctx.routes.implement(E.create, async (req) => {
    const { name, content } = check(req.body.name, req.body.content);
    return insert(req.scope!, { name, content, type: req.body.type?.trim() || 'OTHER', description: req.body.description?.trim() ?? '', createdBy: req.user?.id ?? null });
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
      file: { fileName: req.body.fileName, contentType: req.body.contentType ?? 'application/octet-stream', sizeBytes: data.length },
      createdBy: req.user?.id ?? null,
    });
  });
  ctx.routes.implement(E.analyze, async (req) => {
    const scope = req.scope!;
    let content = req.body.content;
    if (req.body.documentId) {
      const document = await tenantQuery(scope, BusinessDocumentModel).findById(req.body.documentId).select('content');
      if (!document) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
      content = document.content;
    }
    if ((content?.trim().length ?? 0) < DOCUMENT_MIN_CONTENT) throw new ValidationError(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
    const analysis: DocumentAnalysis = analyzeDocument(content!, await accountFigures(ctx, scope));
    if (req.body.documentId) await tenantQuery(scope, BusinessDocumentModel).findById(req.body.documentId).patch({ analysis, updatedAt: scope.knex.fn.now() as never });
    return analysis;
  });
  ctx.routes.implement(E.get, async (req) => {
    const document = await tenantQuery(req.scope!, BusinessDocumentModel).findById(req.params.id);
    if (!document) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
    return toDocument(document);
  });
  ctx.routes.implement(E.remove, async (req) => {
    const deleted = await tenantQuery(req.scope!, BusinessDocumentModel).deleteById(req.params.id);
    if (!deleted) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
    return { id: req.params.id, deleted: true as const };
  });
}
