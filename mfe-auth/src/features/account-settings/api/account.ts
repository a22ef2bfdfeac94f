import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/mail-change.php: mails a confirmation link to the new address (the change waits for it). */
export async function requestMailChange(body: BodyOf<Api['mailChangeRequest']>): Promise<void> {
  await http.call(ENDPOINTS.mailChangeRequest, { body });
}

/** POST /api/account-delete.php: deletes the account (reactivation possible during the grace period). */
export function deleteAccount(body: BodyOf<Api['deleteAccount']>): Promise<ResponseOf<Api['deleteAccount']>> {
  return http.call(ENDPOINTS.deleteAccount, { body });
}

/**
 * Address of GET /api/export.php, the GDPR export as a JSON file. A plain link downloads it: the
 * session cookie goes along with the browser's request.
 */
export const dataExportUrl = (): string => http.url(ENDPOINTS.dataExport.path);
