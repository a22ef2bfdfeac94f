import type { Api, BodyOf } from 'shared-kernel/contract';
import { ADMIN_PRICE_ENDPOINTS } from 'shared-kernel/contract/admin-prices-rules';
import { http } from 'shared-kernel/http';

export const loadPrices = () => http.call(ADMIN_PRICE_ENDPOINTS.adminPrices);
export const saveBundle = (body: BodyOf<Api['saveBundle']>) => http.call(ADMIN_PRICE_ENDPOINTS.saveBundle, { body });
export const loadDiscountCodes = () => http.call(ADMIN_PRICE_ENDPOINTS.adminDiscountCodes);
export const createDiscountCode = (body: BodyOf<Api['createDiscountCode']>) => http.call(ADMIN_PRICE_ENDPOINTS.createDiscountCode, { body });
export const deactivateDiscountCode = (id: number) => http.call(ADMIN_PRICE_ENDPOINTS.deactivateDiscountCode, { body: { id } });
export const loadSiteSettings = () => http.call(ADMIN_PRICE_ENDPOINTS.adminSiteSettings);
export const saveSiteSettings = (body: BodyOf<Api['saveSiteSettings']>) => http.call(ADMIN_PRICE_ENDPOINTS.saveSiteSettings, { body });
