import { definePermissions } from '@suite/sdk';

/**
 * The product module's subjects. Members change the portfolio, discovery documents and the
 * validation lab; observers only read (the platform's rule). The scoring configuration is the
 * platform subject BusinessValueConfig: admin-level roles only (section 6).
 */
export const PRODUCT_SUBJECTS = ['PortfolioItem', 'DiscoveryDocument', 'Hypothesis', 'MvpScenario', 'FeatureRoi'] as const;

export const productPermissions = definePermissions({
  module: 'product',
  subjects: [...PRODUCT_SUBJECTS],
  define() {},
});
