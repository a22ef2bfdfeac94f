import { ADMIN_ENDPOINTS, DASHBOARD_DAYS } from 'shared-kernel/contract/admin-rules';
import { http } from 'shared-kernel/http';

export const loadDashboard = (days = DASHBOARD_DAYS) => http.call(ADMIN_ENDPOINTS.dashboard, { query: { days } });
