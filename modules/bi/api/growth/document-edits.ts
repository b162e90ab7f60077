import { NotFoundError, ValidationError, type CapabilityRegistry, type PluginContext, type TenantScope } from '@suite/sdk';
import { BiErrors } from '../../shared/errors.js';
import { DOCUMENT_MIN_CONTENT, DocumentEndpoints, type BusinessDocumentView } from '../../shared/growth.js';
import { recordDocumentVersion } from './governance.js';

type Row = Record<string, unknown>;
const TABLE = 'bi.business_documents';
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** What an edit or a restore may change: the document's own fields (its file and analysis stay). */
export interface DocumentFields {
  name?: string;
  type?: string;
  description?: string;
  content?: string;
}

function view(row: Row): BusinessDocumentView {
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

/**
 * Change a document with the create form's rules (name required, content at least 100 characters).
 * With `capabilities` the change is kept as a version (the original first, for a document that has
 * none yet); a restore passes none, the platform records the restored state. A changed content
 * drops the stored analysis (it described the old text).
 */
export async function updateDocument(scope: TenantScope, id: string, input: DocumentFields, options: { now: Date; userId: string | null; capabilities?: CapabilityRegistry }): Promise<BusinessDocumentView> {
  const current = (await scope.table(TABLE).where('id', id).first('*')) as Row | undefined;
  if (!current) throw new NotFoundError(BiErrors.DOCUMENT_NOT_FOUND);
  const patch: Row = {};
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
  const [row] = (await scope.table(TABLE).where('id', id).update({ ...patch, updated_at: options.now }).returning('*')) as Row[];
  if (options.capabilities) await recordDocumentVersion(options.capabilities, scope, row!, options.userId);
  return view(row!);
}

/** PATCH /bi/documents/{id} (issue 22: documents keep versions). */
export function registerDocumentEdits(ctx: PluginContext): void {
  ctx.routes.implement(DocumentEndpoints.update, (req) => updateDocument(req.scope!, req.params.id, req.body, { now: ctx.now(), userId: req.user?.id ?? null, capabilities: ctx.capabilities }));
}
