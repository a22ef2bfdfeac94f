import { fromCents } from '../../domain/payments/provider';
import type { SandboxChargeback, SandboxCustomer, SandboxMandate, SandboxPayment, SandboxRefund } from './store';

/**
 * The sandbox's answers in Mollie's v2 JSON shapes (HAL: `resource`, `id`, amounts as strings,
 * `_links`), the subset the Mollie client reads. `base` is the sandbox's origin ("http://host").
 */
const DOCS = 'https://docs.mollie.com/reference/';
const hal = (href: string) => ({ href, type: 'application/hal+json' });
const html = (href: string) => ({ href, type: 'text/html' });
const iso = (date: Date | null): string | undefined => (date ? date.toISOString() : undefined);

export const checkoutPath = (id: string): string => `/payment-sandbox/checkout/${id}`;

export interface PaymentTotals {
  refundedCents: number;
  chargedBackCents: number;
}

export function paymentResource(base: string, payment: SandboxPayment, totals: PaymentTotals): Record<string, unknown> {
  const amount = (cents: number) => ({ currency: payment.currency, value: fromCents(cents) });
  const open = payment.status === 'open';
  const refundable = payment.status === 'paid';
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.created_at.toISOString(),
    amount: amount(payment.amount_cents),
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata ?? null,
    status: payment.status,
    isCancelable: open,
    ...(open || payment.status === 'pending' ? { expiresAt: payment.expires_at.toISOString() } : {}),
    ...(payment.paid_at ? { paidAt: iso(payment.paid_at) } : {}),
    ...(payment.failed_at ? { failedAt: iso(payment.failed_at) } : {}),
    ...(payment.canceled_at ? { canceledAt: iso(payment.canceled_at) } : {}),
    ...(payment.expired_at ? { expiredAt: iso(payment.expired_at) } : {}),
    ...(refundable
      ? {
          amountRefunded: amount(totals.refundedCents),
          amountRemaining: amount(Math.max(0, payment.amount_cents - totals.refundedCents)),
        }
      : {}),
    ...(totals.chargedBackCents > 0 ? { amountChargedBack: amount(totals.chargedBackCents) } : {}),
    locale: 'nl_NL',
    profileId: 'pfl_sandbox001',
    sequenceType: payment.sequence_type,
    ...(payment.customer_id ? { customerId: payment.customer_id } : {}),
    ...(payment.mandate_id ? { mandateId: payment.mandate_id } : {}),
    redirectUrl: payment.redirect_url,
    webhookUrl: payment.webhook_url,
    ...(payment.method === 'ideal' && payment.issuer ? { details: { issuer: payment.issuer } } : {}),
    _links: {
      self: hal(`${base}/v2/payments/${payment.id}`),
      ...(open ? { checkout: html(`${base}${checkoutPath(payment.id)}`) } : {}),
      dashboard: html(`${base}/payment-sandbox/`),
      ...(totals.refundedCents > 0 ? { refunds: hal(`${base}/v2/payments/${payment.id}/refunds`) } : {}),
      ...(totals.chargedBackCents > 0 ? { chargebacks: hal(`${base}/v2/payments/${payment.id}/chargebacks`) } : {}),
      documentation: html(`${DOCS}get-payment`),
    },
  };
}

export function refundResource(base: string, refund: SandboxRefund): Record<string, unknown> {
  return {
    resource: 'refund',
    id: refund.id,
    mode: 'test',
    amount: { currency: refund.currency, value: fromCents(refund.amount_cents) },
    status: refund.status,
    createdAt: refund.created_at.toISOString(),
    description: refund.description,
    metadata: null,
    paymentId: refund.payment_id,
    _links: {
      self: hal(`${base}/v2/payments/${refund.payment_id}/refunds/${refund.id}`),
      payment: hal(`${base}/v2/payments/${refund.payment_id}`),
      documentation: html(`${DOCS}create-refund`),
    },
  };
}

export function chargebackResource(base: string, chargeback: SandboxChargeback): Record<string, unknown> {
  return {
    resource: 'chargeback',
    id: chargeback.id,
    amount: { currency: chargeback.currency, value: fromCents(chargeback.amount_cents) },
    createdAt: chargeback.created_at.toISOString(),
    reason: { code: 'AC01', description: 'Sandbox: terugboeking door de bank' },
    reversedAt: chargeback.reversed_at ? chargeback.reversed_at.toISOString() : null,
    paymentId: chargeback.payment_id,
    _links: {
      self: hal(`${base}/v2/payments/${chargeback.payment_id}/chargebacks/${chargeback.id}`),
      payment: hal(`${base}/v2/payments/${chargeback.payment_id}`),
      documentation: html(`${DOCS}get-chargeback`),
    },
  };
}

export function chargebackListResource(base: string, paymentId: string, chargebacks: SandboxChargeback[]): Record<string, unknown> {
  return {
    count: chargebacks.length,
    _embedded: { chargebacks: chargebacks.map((c) => chargebackResource(base, c)) },
    _links: {
      self: hal(`${base}/v2/payments/${paymentId}/chargebacks`),
      previous: null,
      next: null,
      documentation: html(`${DOCS}list-chargebacks`),
    },
  };
}

/** Mollie's error shape (application/hal+json) of every 4xx/5xx answer. */
export function errorResource(status: number, title: string, detail: string, field?: string): Record<string, unknown> {
  return {
    status,
    title,
    detail,
    ...(field !== undefined ? { field } : {}),
    _links: { documentation: html('https://docs.mollie.com/overview/handling-errors') },
  };
}

export function customerResource(base: string, customer: SandboxCustomer): Record<string, unknown> {
  return {
    resource: 'customer',
    id: customer.id,
    mode: 'test',
    name: customer.name,
    email: customer.email,
    locale: null,
    metadata: customer.metadata ?? null,
    createdAt: customer.created_at.toISOString(),
    _links: {
      self: hal(`${base}/v2/customers/${customer.id}`),
      dashboard: html(`${base}/payment-sandbox/`),
      mandates: hal(`${base}/v2/customers/${customer.id}/mandates`),
      documentation: html(`${DOCS}create-customer`),
    },
  };
}

export function mandateResource(base: string, mandate: SandboxMandate): Record<string, unknown> {
  return {
    resource: 'mandate',
    id: mandate.id,
    mode: 'test',
    status: mandate.status,
    method: mandate.method,
    details: { consumerName: mandate.consumer_name, consumerAccount: mandate.consumer_account, consumerBic: mandate.consumer_bic },
    mandateReference: mandate.mandate_reference,
    signatureDate: mandate.signature_date,
    createdAt: mandate.created_at.toISOString(),
    _links: {
      self: hal(`${base}/v2/customers/${mandate.customer_id}/mandates/${mandate.id}`),
      customer: hal(`${base}/v2/customers/${mandate.customer_id}`),
      documentation: html(`${DOCS}get-mandate`),
    },
  };
}
