import { NotFoundError, ValidationError, type CapabilityRegistry, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import { DOCUMENT_MIN_CONTENT, DocumentEndpoints, type BusinessDocumentView } from '../../shared/growth.js';
import { recordDocumentVersion } from './governance.js';
import { BusinessDocumentModel, isoOf } from './models.js';


/** What an edit or a restore may change: the document's own fields (its file and analysis stay). */
export interface DocumentFields {
  name?: string;
  type?: string;
  description?: string;
  content?: string;
}

/** A business document as the API shows it. */
export function toDocument(document: BusinessDocumentModel): BusinessDocumentView {
  return {
    id: document.id,
    accountId: document.accountId,
    name: document.name,
    type: document.type,
    description: document.description ?? '',
    content: document.content,
    file: document.file ?? null,
    analysis: document.analysis ?? null,
    createdAt: isoOf(document.createdAt),
  };
}

/**
 * Change a document with the create form's rules (name required, content at least 100 characters).
 * With `capabilities` the change is kept as a version (the original first, for a document that has
 * none yet); a restore passes none, the platform records the restored state. A changed content
 * drops the stored analysis (it described the old text).
 */
export async function updateDocument(scope: TenantScope, id: string, input: DocumentFields, options: { now: Date; userId: string | null; capabilities?: CapabilityRegistry }): Promise<BusinessDocumentView> {
  const current = await tenantQuery(scope, BusinessDocumentModel).findById(id);
  if (!current) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
  const patch: Partial<Pick<BusinessDocumentModel, 'name' | 'type' | 'description' | 'content' | 'analysis'>> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw new ValidationError(BiErrors.NAME_REQUIRED);
    patch.name = name;
  }
  if (input.content !== undefined) {
    const content = input.content.trim();
    if (content.length < DOCUMENT_MIN_CONTENT) throw new ValidationError(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
    if (content !== current.content) {
      patch.content = content;
      patch.analysis = null;
    }
  }
  if (input.type !== undefined) patch.type = input.type.trim() || 'OTHER';
  if (input.description !== undefined) patch.description = input.description.trim();
  if (options.capabilities) await recordDocumentVersion(options.capabilities, scope, current, null, { baseline: true });
  const [updated] = await tenantQuery(scope, BusinessDocumentModel).where('id', id).patch({ ...patch, updatedAt: options.now }).returning('*');
  if (options.capabilities) await recordDocumentVersion(options.capabilities, scope, updated!, options.userId);
  return toDocument(updated!);
}

/** PATCH /bi/documents/{id} (issue 22: documents keep versions). */
export function registerDocumentEdits(ctx: PluginContext): void {
  ctx.routes.implement(DocumentEndpoints.update, (req) => updateDocument(req.scope!, req.params.id, req.body, { now: ctx.now(), userId: req.user?.id ?? null, capabilities: ctx.capabilities }));
}
