import {
  CommentErrors,
  NotFoundError,
  ValidationError,
  type ApiPlugin,
  type CommentableObject,
  type FeatureChecker,
  type GovernedObjectAccess,
  type GovernedObjectView,
  type ObjectTypeView,
  type VersionedObject,
} from '@suite/sdk';

interface Declared<D extends CommentableObject> {
  plugin: ApiPlugin;
  declaration: D;
}

/**
 * The object types modules declare in their plugin definitions (`commentable`, `versioned`),
 * looked up by qualified type. A type whose module is off for the account does not exist there.
 */
export class GovernedObjects {
  constructor(
    private readonly plugins: () => readonly ApiPlugin[],
    private readonly features: FeatureChecker,
  ) {}

  private declared<D extends CommentableObject>(kind: 'commentable' | 'versioned'): Map<string, Declared<D>> {
    const map = new Map<string, Declared<D>>();
    for (const plugin of this.plugins()) {
      for (const declaration of (plugin[kind] ?? []) as readonly D[]) {
        if (!declaration.type.startsWith(`${String(plugin.id)}.`)) throw new Error(`${kind} type ${declaration.type} of ${String(plugin.id)} must start with '${String(plugin.id)}.'`);
        map.set(declaration.type, { plugin, declaration });
      }
    }
    return map;
  }

  /** The types of this kind whose module is on for the account. */
  async types(kind: 'commentable' | 'versioned', accountId: string): Promise<ObjectTypeView[]> {
    const result: ObjectTypeView[] = [];
    for (const { plugin, declaration } of this.declared(kind).values()) {
      if (await this.features.isEnabled(accountId, plugin.feature)) result.push({ type: declaration.type, label: declaration.label, module: String(plugin.id) });
    }
    return result;
  }

  /** A declaration, or null when the type is unknown or its module is off for the account. */
  async declaration<D extends CommentableObject>(kind: 'commentable' | 'versioned', accountId: string, type: string): Promise<D | null> {
    const entry = this.declared<D>(kind).get(type);
    if (!entry || !(await this.features.isEnabled(accountId, entry.plugin.feature))) return null;
    return entry.declaration;
  }

  /** Label of a type (for lists of stored rows, whether or not the module is on now). */
  label(type: string): string {
    return this.declared('commentable').get(type)?.declaration.label ?? this.declared('versioned').get(type)?.declaration.label ?? type;
  }

  /**
   * The object the caller names, in their account and readable by them: unknown types are a 400,
   * anything else not found (another account's id included) is 'Object not found'.
   */
  async find<D extends CommentableObject = CommentableObject>(kind: 'commentable' | 'versioned', access: GovernedObjectAccess, type: string, id: string): Promise<{ declaration: D; object: GovernedObjectView }> {
    const declaration = await this.declaration<D>(kind, access.scope.accountId, type);
    if (!declaration) {
      if (!this.declared(kind).has(type)) throw new ValidationError(CommentErrors.UNKNOWN_OBJECT_TYPE);
      throw new NotFoundError(CommentErrors.OBJECT_NOT_FOUND);
    }
    const ref = await declaration.resolve(access, id);
    if (!ref) throw new NotFoundError(CommentErrors.OBJECT_NOT_FOUND);
    return { declaration, object: { type, label: declaration.label, id, title: ref.title, link: ref.link } };
  }
}

export type { VersionedObject };
