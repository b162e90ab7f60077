import { VERSIONS, defineCommentable, defineVersioned, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import type { PricingModelBody } from '../../shared/growth.js';
import { BI_ROUTES } from '../../shared/routes.js';
import { PRICING_TABLE, checkPricingModel } from './pricing.js';
import { updateDocument } from './document-edits.js';

/** The qualified types of bi's objects in comments and versions (issue 22). */
export const BI_DOCUMENT_TYPE = 'bi.document';
export const BI_PRICING_MODEL_TYPE = 'bi.pricing-model';
const DOCUMENTS_TABLE = 'bi.business_documents';

type Row = Record<string, unknown>;
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** Business documents take comments; a link opens the documents page on the document. */
export const documentCommentable = defineCommentable({
  type: BI_DOCUMENT_TYPE,
  label: 'Document',
  async resolve({ scope }, id) {
    const row = (await scope.table(DOCUMENTS_TABLE).where('id', id).first('id', 'name')) as Row | undefined;
    return row ? { title: String(row.name), link: `${BI_ROUTES.documents.path}?document=${id}` } : null;
  },
});

const findModel = async (scope: TenantScope, id: string) => (await scope.table(PRICING_TABLE).where('id', id).first('*')) as Row | undefined;

/** What a version of a pricing model holds: its editable fields, in the update body's shape. */
export const pricingSnapshot = (row: Row) => ({ name: String(row.name), type: String(row.type), description: String(row.description ?? ''), parameters: jsonOf<Record<string, unknown>>(row.parameters) });

/** Keep a pricing model's state in its version history (nothing when unchanged). */
export async function recordPricingVersion(capabilities: CapabilityRegistry, scope: TenantScope, row: Row, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  if (!versions) return;
  const author = options.baseline ? ((row.created_by as string | null | undefined) ?? null) : userId;
  await versions.record(scope.accountId, { type: BI_PRICING_MODEL_TYPE, objectId: String(row.id), title: String(row.name), userId: author, snapshot: pricingSnapshot(row) }, { trx: scope.knex, baseline: options.baseline });
}

/** Pricing models keep versions; restoring checks the snapshot with the editor's own rules. */
export const pricingModelVersioned = defineVersioned({
  type: BI_PRICING_MODEL_TYPE,
  label: 'Pricing model',
  async resolve({ scope }, id) {
    const row = await findModel(scope, id);
    return row ? { title: String(row.name), link: `${BI_ROUTES.pricingSimulator.path}?model=${id}` } : null;
  },
  async restore({ scope, now }, id, snapshot) {
    const model = checkPricingModel(snapshot as PricingModelBody);
    await scope.table(PRICING_TABLE).where('id', id).update({ name: model.name, type: model.type, description: model.description, parameters: JSON.stringify(model.parameters), updated_at: now() });
  },
});

/** What a version of a document holds: the fields an edit changes. */
export const documentSnapshot = (row: Row) => ({ name: String(row.name), type: String(row.type), description: String(row.description ?? ''), content: String(row.content) });

/** Keep a document's state in its version history (nothing when unchanged). */
export async function recordDocumentVersion(capabilities: CapabilityRegistry, scope: TenantScope, row: Row, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  if (!versions) return;
  const author = options.baseline ? ((row.created_by as string | null | undefined) ?? null) : userId;
  await versions.record(scope.accountId, { type: BI_DOCUMENT_TYPE, objectId: String(row.id), title: String(row.name), userId: author, snapshot: documentSnapshot(row) }, { trx: scope.knex, baseline: options.baseline });
}

/** Business documents keep versions; restoring puts the fields back with the edit's rules. */
export const documentVersioned = defineVersioned({
  type: BI_DOCUMENT_TYPE,
  label: 'Document',
  resolve: (access, id) => documentCommentable.resolve(access, id),
  async restore({ scope, now, userId }, id, snapshot) {
    const fields = snapshot as { name?: unknown; type?: unknown; description?: unknown; content?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    await updateDocument(scope, id, { name: text(fields.name) ?? '', type: text(fields.type), description: text(fields.description), content: text(fields.content) ?? '' }, { now: now(), userId });
  },
});
