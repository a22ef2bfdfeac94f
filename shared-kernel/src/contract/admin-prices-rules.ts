// The back office's prices, discount codes and site-setting switches (issue 18, item 5): endpoint
// refs, limits and Dutch texts, free of zod like ./admin-rules. The member site never imports this
// module; mfe-backoffice and the API do. Schemas: ./admin-prices.
import type { EndpointRef } from 'shared-kernel/contract/constants';

type Method = EndpointRef['method'];
const route = (method: Method, path: string) => ({ method, path });

const ROUTES = {
  adminPrices: route('GET', '/api/admin/prices'),
  saveBundle: route('POST', '/api/admin/prices/bundle'),
  adminDiscountCodes: route('GET', '/api/admin/discount-codes'),
  createDiscountCode: route('POST', '/api/admin/discount-codes'),
  deactivateDiscountCode: route('POST', '/api/admin/discount-codes/deactivate'),
  adminSiteSettings: route('GET', '/api/admin/settings'),
  saveSiteSettings: route('POST', '/api/admin/settings'),
};

/** The price, code and settings endpoints' methods and paths for `http.call` (schemas in ./admin-prices). */
export const ADMIN_PRICE_ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;

/** Error codes of these endpoints beside the contract's (validation_error, not_found). */
export const PRICE_ERROR_CODES = {
  /** A code or bundle size that exists already. */
  duplicate: 'duplicate',
  /** The change would leave a site and country without an active bundle. */
  lastActiveBundle: 'last_active_bundle',
  /** A discount code that is inactive already. */
  alreadyInactive: 'already_inactive',
} as const;

export const BUNDLE_CREDITS_MAX = 100_000;
/** € 10,000.00 in cents: far above any bundle, below any overflow. */
export const BUNDLE_PRICE_MAX = 1_000_000;
export const BUNDLE_SORT_MAX = 1000;

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const MINIMUM_ORDER_MAX = 1_000_000;
export const MAX_USES_MAX = 1_000_000;
/** Most codes the list answers (newest first). */
export const DISCOUNT_CODE_LIST_MAX = 500;

export const FICTIONAL_WARNING_MIN = 20;
export const FICTIONAL_WARNING_MAX = 1000;
export const FICTIONAL_NAME_MAX = 60;

/** The signups modes of SPEC §3 (the back office's labels are `settings.signupModes.*` of its catalog). */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

