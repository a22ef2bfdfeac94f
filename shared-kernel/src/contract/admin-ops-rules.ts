// The back office's operations (issue 18, items 2 to 5: moderation, notices and reports, member care,
// prices, promotions and settings): endpoint refs and texts, free of zod like ./admin-rules. The
// member site never imports this module; mfe-backoffice and the API do. Schemas: ./admin-moderation,
// ./admin-members, ./admin-prices.
import type { EndpointRef } from 'shared-kernel/contract/constants';

type Method = EndpointRef['method'];
const route = (method: Method, path: string) => ({ method, path });

const ROUTES = {
  moderationQueue: route('GET', '/api/admin/moderation'),
  approveItem: route('POST', '/api/admin/moderation/approve'),
  rejectItem: route('POST', '/api/admin/moderation/reject'),
  reportsQueue: route('GET', '/api/admin/reports'),
  decideNotice: route('POST', '/api/admin/reports/decide'),
  decideAppeal: route('POST', '/api/admin/appeals/decide'),
  memberSearch: route('GET', '/api/admin/members'),
  memberDetail: route('GET', '/api/admin/member'),
  adjustCredits: route('POST', '/api/admin/member/credits'),
  refundPayment: route('POST', '/api/admin/payments/refund'),
  memberExport: route('GET', '/api/admin/member/export'),
  memberErase: route('POST', '/api/admin/member/erase'),
};

/** The operations endpoints' methods and paths for `http.call` (their schemas are in ./admin-moderation and beside it). */
export const ADMIN_OPS_ENDPOINTS: { readonly [N in keyof typeof ROUTES]: EndpointRef<N> } = ROUTES;

/** The decisions on a notice (DSA art. 16, 17). */
export const NOTICE_ACTIONS = ['no_action', 'remove_content', 'suspend', 'ban'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;

/** Most entries a queue answers at once. */
export const QUEUE_MAX = 200;
export const QUEUE_DEFAULT = 50;
/** The moderator's own note in a statement of reasons. */
export const NOTE_MAX = 1000;

/** Member care (support and admins). */
export const CREDIT_ADJUST_MAX = 10_000;
export const ADJUST_REASON_MIN = 5;
export const ADJUST_REASON_MAX = 500;
/** The reason of an erasure on request (GDPR art. 17): why, without the member's personal data. */
export const ERASE_REASON_MIN = 5;
export const ERASE_REASON_MAX = 500;

