import type { Api, BodyOf } from 'shared-kernel/contract';
import { ADMIN_OPS_ENDPOINTS } from 'shared-kernel/contract/admin-ops-rules';
import { http } from 'shared-kernel/http';

export const loadQueue = () => http.call(ADMIN_OPS_ENDPOINTS.moderationQueue, { query: { limit: 100 } });
export const approve = (id: number) => http.call(ADMIN_OPS_ENDPOINTS.approveItem, { body: { id } });
export const reject = (body: BodyOf<Api['rejectItem']>) => http.call(ADMIN_OPS_ENDPOINTS.rejectItem, { body });
