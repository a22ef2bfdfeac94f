import type { Api, BodyOf } from 'shared-kernel/contract';
import { ADMIN_OPS_ENDPOINTS } from 'shared-kernel/contract/admin-ops-rules';
import { http } from 'shared-kernel/http';

export const searchMembers = (q: string) => http.call(ADMIN_OPS_ENDPOINTS.memberSearch, { query: { q } });
export const loadMember = (id: number) => http.call(ADMIN_OPS_ENDPOINTS.memberDetail, { query: { id } });
export const adjustCredits = (body: BodyOf<Api['adjustCredits']>) => http.call(ADMIN_OPS_ENDPOINTS.adjustCredits, { body });
export const refundPayment = (paymentId: number) => http.call(ADMIN_OPS_ENDPOINTS.refundPayment, { body: { payment_id: paymentId } });
export const exportMember = (id: number) => http.call(ADMIN_OPS_ENDPOINTS.memberExport, { query: { id } });
export const eraseMember = (body: BodyOf<Api['memberErase']>) => http.call(ADMIN_OPS_ENDPOINTS.memberErase, { body });
