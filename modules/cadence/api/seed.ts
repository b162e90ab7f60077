import type { SeedContext } from '@suite/sdk';

/** Demo data for the PRO demo account (filled in below). */
export async function seedCadence(_ctx: SeedContext): Promise<void> {}
