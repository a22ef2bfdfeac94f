import { ADMIN_ENDPOINTS } from 'shared-kernel/contract/admin-rules';
import { http } from 'shared-kernel/http';

/** Step 1: e-mail and password → a challenge for step 2 (no session yet). */
export const passwordStep = (email: string, password: string) => http.call(ADMIN_ENDPOINTS.staffLogin, { body: { email, password } });

/** Step 2: the challenge and the authenticator code → the session (cookie) and the staff member. */
export const codeStep = (challenge: string, code: string) => http.call(ADMIN_ENDPOINTS.staffLoginCode, { body: { challenge, code } });
