import { INVESTOR_ROUTES } from '../shared/routes.js';

/** /investor/company/{id}. */
export const companyPath = (id: string) => INVESTOR_ROUTES.company.path.replace(':id', encodeURIComponent(id));
