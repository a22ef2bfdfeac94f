import { ADMIN_ENDPOINTS, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { http } from 'shared-kernel/http';

export const loadStaffList = () => http.call(ADMIN_ENDPOINTS.staffList);

export const createStaff = (input: { email: string; name: string; role: StaffRole; password: string }) =>
  http.call(ADMIN_ENDPOINTS.createStaff, { body: input });

export const updateStaff = (input: { id: number; disabled?: boolean; role?: StaffRole }) => http.call(ADMIN_ENDPOINTS.updateStaff, { body: input });
