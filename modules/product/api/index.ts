import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { PRODUCT_MODULE_ID, PRODUCT_ROUTES, PRODUCT_SCHEMA, ProductSettings } from '../shared/index.js';
import { DiscoveryErrors, FeatureRoiErrors, MvpErrors, PortfolioErrors, ProductErrors, ValidationLabErrors } from '../shared/errors.js';
import { productPermissions } from '../shared/permissions.js';
import { productMigrations } from './migrations/index.js';
import { registerDiscovery } from './discovery/index.js';
import { registerPortfolio } from './portfolio/index.js';
import { seedProduct } from './seed.js';
import { registerValidationLab } from './validation/index.js';
import { registerMvp } from './mvp/index.js';
import { registerMvpPricingModels } from './mvp/pricing-models.js';
import { registerFeatureRoi } from './feature-roi/index.js';
import { portfolioCommentable, portfolioVersioned } from './portfolio/governance.js';
import { provideProducts } from './portfolio/products-capability.js';

/** The product domain: the portfolio, the strategic backlog, discovery, the validation lab MVP scenarios and feature ROI. */
export const productPlugin = defineApiPlugin({
  id: PRODUCT_MODULE_ID,
  feature: 'product_management',
  schema: PRODUCT_SCHEMA,
  migrations: productMigrations,
  webRoutes: Object.values(PRODUCT_ROUTES),
  permissions: productPermissions,
  errors: [ProductErrors, PortfolioErrors, DiscoveryErrors, ValidationLabErrors, MvpErrors, FeatureRoiErrors],
  commentable: [portfolioCommentable],
  versioned: [portfolioVersioned],
  register(ctx) {
    registerModuleSettings(ctx, { path: '/product/settings', schema: PRODUCT_SCHEMA, settings: ProductSettings });
    const portfolio = registerPortfolio(ctx);
    registerDiscovery(ctx, portfolio);
    registerValidationLab(ctx);
    registerMvp(ctx, portfolio);
    registerMvpPricingModels(ctx, portfolio);
    registerFeatureRoi(ctx);
    provideProducts(ctx);
  },
  seed: seedProduct,
});
