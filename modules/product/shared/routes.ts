import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the product area: the one list both halves use. */
export const PRODUCT_ROUTES = {
  productDiscovery: { path: '/product-discovery' },
  strategicBacklog: { path: '/strategic-backlog' },
  mvpScaffolding: { path: '/mvp-scaffolding' },
  validationLab: { path: '/validation-lab' },
  featureRoi: { path: '/feature-roi' },
  businessValueConfig: { path: '/business-value-config' },
} as const satisfies Record<string, RouteDescriptor>;

export type ProductRouteKey = keyof typeof PRODUCT_ROUTES;
