import { ADMIN_ENDPOINTS } from 'shared-kernel/contract/admin-rules';
import type { QueryOf } from 'shared-kernel/contract/common';
import type { Api } from 'shared-kernel/contract';
import { http } from 'shared-kernel/http';

export type AuditQuery = QueryOf<Api['auditLog']>;

export const loadAudit = (query: AuditQuery) => http.call(ADMIN_ENDPOINTS.auditLog, { query });
