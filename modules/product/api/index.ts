import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { PRODUCT_MODULE_ID, PRODUCT_ROUTES, PRODUCT_SCHEMA, ProductSettings } from '../shared/index.js';
import { productMigrations } from './migrations/index.js';

/** The product domain: discovery, MVP scenarios, the strategic backlog and feature ROI. */
export const productPlugin = defineApiPlugin({
  id: PRODUCT_MODULE_ID,
  feature: 'product_management',
  schema: PRODUCT_SCHEMA,
  migrations: productMigrations,
  webRoutes: Object.values(PRODUCT_ROUTES),
  register(ctx) {
    registerModuleSettings(ctx, { path: '/product/settings', schema: PRODUCT_SCHEMA, settings: ProductSettings });
  },
});
