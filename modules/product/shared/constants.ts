export const PRODUCT_MODULE_ID = 'product' as const;
export const PRODUCT_SCHEMA = 'product';
