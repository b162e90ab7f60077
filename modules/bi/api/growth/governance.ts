import { VERSIONS, defineCommentable, defineVersioned, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import type { PricingModelBody } from '../../shared/growth.js';
import { BI_ROUTES } from '../../shared/routes.js';
import { tenantQuery } from '@suite/sdk/server';
import { checkPricingModel } from './pricing.js';
import { updateDocument } from './document-edits.js';
import { BusinessDocumentModel, PricingModelModel } from './models.js';

/** The qualified types of bi's objects in comments and versions (issue 22). */
export const BI_DOCUMENT_TYPE = 'bi.document';
export const BI_PRICING_MODEL_TYPE = 'bi.pricing-model';

/** Business documents take comments; a link opens the documents page on the document. */
export const documentCommentable = defineCommentable({
  type: BI_DOCUMENT_TYPE,
  label: 'Document',
  async resolve({ scope }, id) {
    const document = await tenantQuery(scope, BusinessDocumentModel).findById(id).select('id', 'name');
    return document ? { title: document.name, link: `${BI_ROUTES.documents.path}?document=${id}` } : null;
  },
});

const findModel = (scope: TenantScope, id: string) => tenantQuery(scope, PricingModelModel).findById(id);

/** What a version of a pricing model holds: its editable fields, in the update body's shape. */
export const pricingSnapshot = (model: PricingModelModel) => ({ name: model.name, type: model.type as string, description: model.description ?? '', parameters: model.parameters as Record<string, unknown> });

/** Keep a pricing model's state in its version history (nothing when unchanged). */
export async function recordPricingVersion(capabilities: CapabilityRegistry, scope: TenantScope, model: PricingModelModel, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  if (!versions) return;
  const author = options.baseline ? (model.createdBy ?? null) : userId;
  await versions.record(scope.accountId, { type: BI_PRICING_MODEL_TYPE, objectId: model.id, title: model.name, userId: author, snapshot: pricingSnapshot(model) }, { trx: scope.knex, baseline: options.baseline });
}

/** Pricing models keep versions; restoring checks the snapshot with the editor's own rules. */
export const pricingModelVersioned = defineVersioned({
  type: BI_PRICING_MODEL_TYPE,
  label: 'Pricing model',
  async resolve({ scope }, id) {
    const model = await findModel(scope, id);
    return model ? { title: model.name, link: `${BI_ROUTES.pricingSimulator.path}?model=${id}` } : null;
  },
  async restore({ scope, now }, id, snapshot) {
    const model = checkPricingModel(snapshot as PricingModelBody);
    await tenantQuery(scope, PricingModelModel).findById(id).patch({ ...model, updatedAt: now() });
  },
});

/** What a version of a document holds: the fields an edit changes. */
export const documentSnapshot = (document: BusinessDocumentModel) => ({ name: document.name, type: document.type, description: document.description ?? '', content: document.content });

/** Keep a document's state in its version history (nothing when unchanged). */
export async function recordDocumentVersion(capabilities: CapabilityRegistry, scope: TenantScope, document: BusinessDocumentModel, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  if (!versions) return;
  const author = options.baseline ? (document.createdBy ?? null) : userId;
  await versions.record(scope.accountId, { type: BI_DOCUMENT_TYPE, objectId: document.id, title: document.name, userId: author, snapshot: documentSnapshot(document) }, { trx: scope.knex, baseline: options.baseline });
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
