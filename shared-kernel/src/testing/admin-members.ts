import { HttpResponse } from 'msw';
import type { adminMembersApi, Api, MemberDetail, ResponseOf } from '../contract';
import { ERASE_REASON_MIN } from '../contract/admin-ops-rules';
import { ERROR_CODES } from '../contract/error-codes';
import { mockAudit, mockStaffGuard } from './admin';
import { dataExportFixture } from './fixtures';

/**
 * Member care for the mocks (issue 18): one member (id 901, Sanne) with a paid iDEAL payment of 25
 * credits that can be refunded once, and a credit balance that never goes below zero.
 */
let detail: MemberDetail;

const initialDetail = (): MemberDetail => ({
  member: {
    user_id: 901,
    profile_id: 3001,
    email: 'sanne@example.nl',
    name: 'Sanne',
    status: 'confirmed',
    restriction: null,
    credits: 30,
    paid_user: true,
    signup_date: '2026-02-01T10:00:00.000Z',
    restricted_until: null,
    deleted_at: null,
    confirmed_at: '2026-02-01T10:05:00.000Z',
  },
  payments: [
    {
      id: 71,
      reference: 'HK-MOCK0071',
      method: 'ideal',
      amount: 1995,
      currency: 'EUR',
      credits: 25,
      state: 'paid',
      amount_refunded: 0,
      amount_charged_back: 0,
      credits_reversed: 0,
      created_at: '2026-03-01T12:00:00.000Z',
      paid_at: '2026-03-01T12:01:00.000Z',
      refund_requested_at: null,
      refundable: true,
    },
  ],
  ledger: [
    { id: 2, delta: 25, balance_after: 30, reason: 'purchase', created_at: '2026-03-01T12:01:00.000Z' },
    { id: 1, delta: 5, balance_after: 5, reason: 'signup_bonus', created_at: '2026-02-01T10:05:00.000Z' },
  ],
  mandates: [],
  reports: [],
  blocks: [],
  statements: [],
});

export function resetMockAdminMembers(): void {
  detail = initialDetail();
}
resetMockAdminMembers();

const CARE = ['support', 'admin'] as const;
const error = (status: number, code: string, message: string): Response => HttpResponse.json({ error: code, message }, { status });
let nextLedger = 3;

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}
type Resolvers = { [K in keyof typeof adminMembersApi]: (ctx: MockContext) => ResponseOf<Api[K]> | Response };

function changeBalance(delta: number, reason: string): number {
  const before = detail.member.credits;
  const after = before + delta;
  detail = { ...detail, member: { ...detail.member, credits: after }, ledger: [{ id: nextLedger++, delta, balance_after: after, reason, created_at: new Date().toISOString() }, ...detail.ledger] };
  return before;
}

export const adminMembersResolvers: Resolvers = {
  memberSearch: ({ query }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    const q = (query.q ?? '').trim().toLowerCase();
    if (!q) return error(400, ERROR_CODES.validation, 'Vul een e-mailadres, naam of id in.');
    const { member } = detail;
    const found = !member.deleted_at && (String(member.user_id) === q || member.email.startsWith(q) || (member.name ?? '').toLowerCase().startsWith(q));
    const { restricted_until: _u, deleted_at: _d, confirmed_at: _c, ...hit } = member;
    return { members: found ? [hit] : [] };
  },
  memberDetail: ({ query }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    if (Number(query.id) !== detail.member.user_id || detail.member.deleted_at) return error(404, ERROR_CODES.notFound, 'Dit lid bestaat niet (meer).');
    return detail;
  },
  adjustCredits: ({ body }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    const { amount, reason } = body as { amount: number; reason: string };
    if (detail.member.credits + amount < 0) return error(409, ERROR_CODES.insufficientCredits, `Het saldo kan niet onder nul komen (het saldo is ${detail.member.credits}).`);
    const before = changeBalance(amount, 'admin');
    mockAudit('credits.adjust', { type: 'user', id: detail.member.user_id }, { credits: before }, { credits: before + amount, reason });
    return { before, after: before + amount };
  },
  refundPayment: ({ body }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    const { payment_id: id } = body as { payment_id: number };
    const payment = detail.payments.find((p) => p.id === id);
    if (!payment) return error(404, ERROR_CODES.notFound, 'Deze betaling bestaat niet.');
    if (!payment.refundable) return error(409, ERROR_CODES.alreadyDecided, 'Deze betaling kan niet (meer) worden terugbetaald: alleen een betaalde, nog niet terugbetaalde betaling.');
    const taken = Math.min(payment.credits, detail.member.credits);
    changeBalance(-taken, 'purchase_reversal');
    const refunded = { ...payment, state: 'refunded', amount_refunded: payment.amount, credits_reversed: taken, refundable: false, refund_requested_at: new Date().toISOString() };
    detail = { ...detail, payments: detail.payments.map((p) => (p.id === id ? refunded : p)) };
    mockAudit('payment.refund', { type: 'payment', id }, { state: 'paid' }, { state: 'refunded' });
    return { state: refunded.state, amount_refunded: refunded.amount_refunded, credits_reversed: taken };
  },
  memberExport: ({ query }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    if (Number(query.id) !== detail.member.user_id || detail.member.deleted_at) return error(404, ERROR_CODES.notFound, 'Dit lid bestaat niet (meer).');
    const { member } = detail;
    mockAudit('member.export', { type: 'user', id: member.user_id }, null, null);
    const account = { id: member.user_id, email: member.email, status: member.status, credits: member.credits };
    return { ...dataExportFixture(account, member.profile_id === null ? null : { id: member.profile_id, name: member.name }), payments: detail.payments };
  },
  memberErase: ({ body }) => {
    const guard = mockStaffGuard(CARE);
    if (guard instanceof Response) return guard;
    const { user_id: id, reason } = body as { user_id: number; reason: string };
    if (id !== detail.member.user_id || detail.member.deleted_at) return error(404, ERROR_CODES.notFound, 'Dit lid bestaat niet (meer).');
    if (reason.trim().length < ERASE_REASON_MIN) return error(400, ERROR_CODES.validation, `Vul een reden in (minstens ${ERASE_REASON_MIN} tekens).`);
    const at = new Date().toISOString();
    mockAudit('member.erase', { type: 'user', id }, { status: detail.member.status }, { erased: true, reason });
    // The member is gone from search and detail, as after the API's erasure.
    detail = { ...detail, member: { ...detail.member, status: 'deleted', deleted_at: at, email: `erased-${id}@erased.invalid`, name: null, profile_id: null } };
    return { user_id: id, erased_at: at };
  },
};
