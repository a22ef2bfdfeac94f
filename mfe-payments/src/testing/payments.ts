import { http as mswHttp, HttpResponse } from 'msw';
import type { Transaction } from 'shared-kernel/contract';
import { server } from 'shared-kernel/testing/server';

/** Test helper: a payment as the API answers it (250 credits, iDEAL, pending) with `fields` changed. */
export function paymentFixture(fields: Partial<Transaction> = {}): Transaction {
  return {
    id: 1001,
    reference: 'HK-2026-001001',
    created_at: '2026-11-20T10:15:00.000Z',
    paid_at: null,
    bundle_id: 3,
    credits: 250,
    method: 'ideal',
    amount: 4975,
    currency: 'EUR',
    discount: 0,
    discount_code: null,
    vat_rate: 21,
    vat_amount: 863,
    state: 'pending',
    credited: fields.state === 'completed' || fields.state === 'refunded',
    checkout_url: null,
    ...fields,
  };
}

/** GET /api/payment.php answers these payments in turn (the last one from then on). */
export function answerPayments(...payments: Transaction[]): void {
  let i = 0;
  server.use(
    mswHttp.get('*/api/payment.php', () => {
      const payment = payments[Math.min(i, payments.length - 1)]!;
      i += 1;
      return HttpResponse.json({ payment });
    }),
  );
}

/** An API refusal with its Dutch text. */
export const apiError = (status: number, error: string, message: string) => HttpResponse.json({ error, message }, { status });
