import type { ModuleId } from '../domain/features.js';

/**
 * A typed reference to something one module (or the core) provides and others consume at call
 * time. The consumer asks for it with the account it acts for; it is absent when the provider's
 * domain is off for that account.
 */
export interface CapabilityRef<T> {
  readonly id: string;
  readonly providedBy: ModuleId | 'core' | (string & {});
  /** Phantom field carrying the capability's type; never set at run time. */
  readonly __type?: T;
}

export function defineCapability<T>(id: string, providedBy: ModuleId | 'core' | (string & {})): CapabilityRef<T> {
  return Object.freeze({ id, providedBy }) as CapabilityRef<T>;
}

export interface CapabilityRegistry {
  /** Offer an implementation; called once by the providing plugin's register(). */
  provide<T>(ref: CapabilityRef<T>, implementation: T): void;
  /** The implementation for this account, or undefined when its provider is off for the account. */
  get<T>(ref: CapabilityRef<T>, accountId: string): Promise<T | undefined>;
}
