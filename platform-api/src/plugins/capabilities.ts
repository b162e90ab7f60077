import type { CapabilityRef, CapabilityRegistry, FeatureChecker, FeatureKey } from '@suite/sdk';

/**
 * Capabilities offered by plugins (and the core) and asked for at call time. A plugin's
 * capability is absent for an account whose flag for that plugin's domain is off.
 */
export class CapabilityHub implements CapabilityRegistry {
  private implementations = new Map<string, unknown>();

  constructor(
    private readonly features: FeatureChecker,
    /** The feature of each registered provider (plugin id -> flag). */
    private readonly providerFeatures: Map<string, FeatureKey>,
  ) {}

  provide<T>(ref: CapabilityRef<T>, implementation: T): void {
    if (this.implementations.has(ref.id)) throw new Error(`Capability ${ref.id} is provided twice`);
    this.implementations.set(ref.id, implementation);
  }

  async get<T>(ref: CapabilityRef<T>, accountId: string): Promise<T | undefined> {
    const implementation = this.implementations.get(ref.id) as T | undefined;
    if (implementation === undefined) return undefined;
    if (ref.providedBy === 'core') return implementation;
    const feature = this.providerFeatures.get(ref.providedBy);
    if (!feature) return undefined;
    return (await this.features.isEnabled(accountId, feature)) ? implementation : undefined;
  }

  has(id: string): boolean {
    return this.implementations.has(id);
  }
}
