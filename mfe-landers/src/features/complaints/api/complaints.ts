import type { Complaint, ComplaintBody } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export const submitComplaint = async (body: ComplaintBody): Promise<Complaint> =>
  (await http.call(ENDPOINTS.submitComplaint, { body })).complaint;

export const loadOwnComplaints = async (): Promise<Complaint[]> => (await http.call(ENDPOINTS.complaints)).complaints;
