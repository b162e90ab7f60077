import { NotFoundError, ValidationError, reply, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { DATA_ROOM_MAX_BYTES, InvestorEndpoints as EP, InvestorErrors, type DataRoomDocument } from '../shared/index.js';
import { ActivityModel, DocumentModel } from './models.js';
import { activeGrant, denied, iso, ownProfile, recordRead, requireInvestor, requirePermission, requireRelationsReader, requireTenant, type Ctx } from './trust.js';

/**
 * The data room: documents the company uploads into folders (rows of its account). An investor
 * lists and downloads them with data room read; every list and download is in the company's log.
 */

const COLUMNS = ['id', 'account_id', 'folder', 'name', 'content_type', 'size_bytes', 'uploaded_by', 'created_at'];

async function documentViews(ctx: Ctx, companyId: string, rows: readonly DocumentModel[], withOpens: boolean): Promise<DataRoomDocument[]> {
  const opens = new Map<string, number>();
  if (withOpens && rows.length) {
    const counts = (await tenantQuery(ctx.scopeFor(companyId), ActivityModel).where('action', 'document.download').whereIn('target', rows.map((r) => r.id)).groupBy('target').select('target').count('* as count')) as unknown as { target: string; count: string | number }[];
    for (const row of counts) opens.set(row.target, Number(row.count));
  }
  return rows.map((row) => ({ id: row.id, companyId: row.accountId, folder: row.folder, name: row.name, contentType: row.contentType, sizeBytes: row.sizeBytes, uploadedBy: row.uploadedBy, createdAt: iso(row.createdAt)!, opens: opens.get(row.id) ?? 0 }));
}

export function registerDataRoom(ctx: PluginContext): void {
  const { routes } = ctx;

  /**
   * Is the caller reading as an investor (a company named, and the caller an investor it granted
   * anything)? An investor may also be a member of the company: the investor path (checked and logged) wins.
   */
  async function asInvestorOf(req: Parameters<typeof requireTenant>[0], companyId: string): Promise<boolean> {
    const { accountId, userId } = requireTenant(req);
    const profile = await ownProfile(ctx, userId);
    if (!profile) return false;
    if (companyId !== accountId) return true;
    return Boolean(await activeGrant(ctx, profile, companyId));
  }

  routes.implement(EP.dataRoom, async (req) => {
    const { accountId, scope } = requireTenant(req);
    const companyId = req.query.companyId ?? accountId;
    if (!(await asInvestorOf(req, companyId))) {
      if (companyId !== accountId) throw denied(companyId);
      requireRelationsReader(req);
      return documentViews(ctx, accountId, await tenantQuery(scope, DocumentModel).select(COLUMNS).orderBy([{ column: 'folder' }, { column: 'name' }]), true);
    }
    const profile = await requireInvestor(ctx, req);
    await requirePermission(ctx, profile, companyId, 'data_room', 'read');
    await recordRead(ctx, companyId, profile, 'data_room.list');
    return documentViews(ctx, companyId, await tenantQuery(ctx.scopeFor(companyId), DocumentModel).select(COLUMNS).orderBy([{ column: 'folder' }, { column: 'name' }]), false);
  });

  routes.implement(EP.uploadDocument, async (req) => {
    const { accountId, scope, userId } = requireTenant(req);
    const content = Buffer.from(req.body.contentBase64, 'base64');
    if (content.byteLength > DATA_ROOM_MAX_BYTES) throw new ValidationError(InvestorErrors.DOCUMENT_TOO_LARGE);
    const row = await DocumentModel.query(scope.knex).insertAndFetch({
      accountId,
      folder: req.body.folder?.trim() || 'General',
      name: req.body.name.trim(),
      contentType: req.body.contentType || 'application/octet-stream',
      sizeBytes: content.byteLength,
      content,
      uploadedBy: userId,
      createdAt: ctx.now(),
    });
    return reply.created((await documentViews(ctx, accountId, [row], false))[0]!);
  });

  routes.implement(EP.deleteDocument, async (req) => {
    const { scope } = requireTenant(req);
    const deleted = await tenantQuery(scope, DocumentModel).deleteById(req.params.id);
    if (!deleted) throw new NotFoundError(InvestorErrors.DOCUMENT_NOT_FOUND);
    return { deleted: true };
  });

  routes.implement(EP.downloadDocument, async (req) => {
    const { accountId, scope } = requireTenant(req);
    const companyId = req.query.companyId ?? accountId;
    let document: DocumentModel | undefined;
    if (!(await asInvestorOf(req, companyId))) {
      if (companyId !== accountId) throw denied(companyId);
      requireRelationsReader(req);
      document = await tenantQuery(scope, DocumentModel).findById(req.params.id);
    }
    else {
      const profile = await requireInvestor(ctx, req);
      await requirePermission(ctx, profile, companyId, 'data_room', 'read');
      document = await tenantQuery(ctx.scopeFor(companyId), DocumentModel).findById(req.params.id);
      if (document) await recordRead(ctx, companyId, profile, 'document.download', document.id);
    }
    if (!document) throw new NotFoundError(InvestorErrors.DOCUMENT_NOT_FOUND);
    return reply.file(document.name, document.contentType, new Uint8Array(document.content));
  });
}
