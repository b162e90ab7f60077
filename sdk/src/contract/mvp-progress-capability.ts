import { defineCapability } from './capabilities.js';

/**
 * Where the account's MVP stands (product's MVP scenarios applied to a board): completed against
 * planned story points of each scenario in progress, newest first. Provided by the product module;
 * read by the investor portal (section 3's milestone progress, next milestone, product status).
 */
export interface MvpProgressEntry {
  scenarioId: string;
  name: string;
  plannedPoints: number;
  completedPoints: number;
  items: number;
  completedItems: number;
}

export interface MvpProgressCapability {
  progress(accountId: string): Promise<MvpProgressEntry[]>;
}
export const MVP_PROGRESS = defineCapability<MvpProgressCapability>('product.mvp-progress', 'product');
