import type { Api, BodyOf } from 'shared-kernel/contract';
import { ADMIN_OPS_ENDPOINTS } from 'shared-kernel/contract/admin-ops-rules';
import { http } from 'shared-kernel/http';

export const loadReports = (category: string) =>
  http.call(ADMIN_OPS_ENDPOINTS.reportsQueue, { query: category ? { category, limit: 100 } : { limit: 100 } });
export const decideNotice = (body: BodyOf<Api['decideNotice']>) => http.call(ADMIN_OPS_ENDPOINTS.decideNotice, { body });
export const decideAppeal = (body: BodyOf<Api['decideAppeal']>) => http.call(ADMIN_OPS_ENDPOINTS.decideAppeal, { body });
