import { createMollieClient, MandateMethod, SequenceType, type Chargeback, type Mandate, type MollieClient, type Payment, type Refund } from '@mollie/api-client';
import {
  PaymentProviderError,
  isProviderPaymentStatus,
  type CreatePaymentInput,
  type DirectDebitProvider,
  type Money,
  type PaymentProvider,
  type ProviderChargeback,
  type ProviderMandate,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

/**
 * The Mollie implementation of the payment-provider adapter, through the official
 * `@mollie/api-client`. `apiEndpoint` points the same client at another server speaking Mollie's
 * v2 API (the embedded sandbox, `api/src/dev/payment-sandbox/`); default: Mollie itself.
 */
export interface MollieProviderOptions {
  apiKey: string;
  apiEndpoint?: string;
}

const date = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);
const money = (amount: { currency: string; value: string } | null | undefined): Money | null =>
  amount ? { currency: amount.currency, value: amount.value } : null;

const providerError = (err: unknown): PaymentProviderError => {
  if (err instanceof PaymentProviderError) return err;
  const statusCode = typeof err === 'object' && err !== null && 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : undefined;
  return new PaymentProviderError(err instanceof Error ? err.message : String(err), statusCode);
};

export function paymentFromMollie(payment: Payment): ProviderPayment {
  const status = String(payment.status);
  if (!isProviderPaymentStatus(status)) throw new PaymentProviderError(`unknown payment status ${status}`, undefined);
  return {
    id: payment.id,
    status,
    amount: { currency: payment.amount.currency, value: payment.amount.value },
    description: payment.description,
    method: payment.method ?? null,
    metadata: payment.metadata,
    checkoutUrl: payment.getCheckoutUrl(),
    createdAt: new Date(payment.createdAt),
    paidAt: date(payment.paidAt),
    expiresAt: date(payment.expiresAt),
    amountRefunded: money(payment.amountRefunded),
    amountChargedBack: money(payment.amountChargedBack),
    mode: payment.mode === 'live' ? 'live' : 'test',
  };
}

const refundFromMollie = (refund: Refund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.paymentId ?? '',
  amount: { currency: refund.amount.currency, value: refund.amount.value },
  status: String(refund.status),
  createdAt: new Date(refund.createdAt),
});

const chargebackFromMollie = (chargeback: Chargeback): ProviderChargeback => ({
  id: chargeback.id,
  paymentId: chargeback.paymentId,
  amount: { currency: chargeback.amount.currency, value: chargeback.amount.value },
  createdAt: new Date(chargeback.createdAt),
  reversedAt: date(chargeback.reversedAt),
});

function mandateFromMollie(customerId: string, mandate: Mandate): ProviderMandate {
  const status = String(mandate.status);
  if (status !== 'valid' && status !== 'pending' && status !== 'invalid') throw new PaymentProviderError(`unknown mandate status ${status}`, undefined);
  const details = mandate.details as { consumerAccount?: unknown; consumerBic?: unknown } | null;
  return {
    id: mandate.id,
    customerId,
    status,
    mandateReference: mandate.mandateReference ?? null,
    consumerAccount: typeof details?.consumerAccount === 'string' ? details.consumerAccount : null,
    consumerBic: typeof details?.consumerBic === 'string' ? details.consumerBic : null,
  };
}

export class MolliePaymentProvider implements PaymentProvider, DirectDebitProvider {
  readonly name = 'mollie';
  private readonly client: MollieClient;

  constructor(options: MollieProviderOptions) {
    this.client = createMollieClient({ apiKey: options.apiKey, ...(options.apiEndpoint !== undefined ? { apiEndpoint: options.apiEndpoint } : {}) });
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    try {
      const payment = await this.client.payments.create({
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: input.method as Parameters<MollieClient['payments']['create']>[0]['method'],
        metadata: input.metadata,
        ...(input.idempotencyKey !== undefined ? { idempotencyKey: input.idempotencyKey } : {}),
        ...(input.mandate ? { customerId: input.mandate.customerId, mandateId: input.mandate.mandateId, sequenceType: SequenceType.recurring } : {}),
      });
      return paymentFromMollie(payment);
    } catch (err) {
      throw providerError(err);
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    try {
      return paymentFromMollie(await this.client.payments.get(id));
    } catch (err) {
      throw providerError(err);
    }
  }

  async cancelPayment(id: string): Promise<ProviderPayment> {
    try {
      return paymentFromMollie(await this.client.payments.cancel(id));
    } catch (err) {
      throw providerError(err);
    }
  }

  async createRefund(paymentId: string, input: { amount?: Money; description?: string }): Promise<ProviderRefund> {
    try {
      const amount = input.amount ?? (await this.getPayment(paymentId)).amount;
      const refund = await this.client.paymentRefunds.create({
        paymentId,
        amount,
        ...(input.description !== undefined ? { description: input.description } : {}),
      });
      return refundFromMollie(refund);
    } catch (err) {
      throw providerError(err);
    }
  }

  async createCustomer(input: { name: string; email: string; metadata: Record<string, string | number>; idempotencyKey: string }): Promise<{ id: string }> {
    try {
      const customer = await this.client.customers.create({ name: input.name, email: input.email, metadata: input.metadata, idempotencyKey: input.idempotencyKey });
      return { id: customer.id };
    } catch (err) {
      throw providerError(err);
    }
  }

  async createMandate(
    customerId: string,
    input: { consumerName: string; consumerAccount: string; signatureDate: string; mandateReference: string; idempotencyKey: string },
  ): Promise<ProviderMandate> {
    try {
      const mandate = await this.client.customerMandates.create({
        customerId,
        method: MandateMethod.directdebit,
        consumerName: input.consumerName,
        consumerAccount: input.consumerAccount,
        signatureDate: input.signatureDate,
        mandateReference: input.mandateReference,
        idempotencyKey: input.idempotencyKey,
      });
      return mandateFromMollie(customerId, mandate);
    } catch (err) {
      throw providerError(err);
    }
  }

  async getMandate(customerId: string, mandateId: string): Promise<ProviderMandate> {
    try {
      return mandateFromMollie(customerId, await this.client.customerMandates.get(mandateId, { customerId }));
    } catch (err) {
      throw providerError(err);
    }
  }

  async listChargebacks(paymentId: string): Promise<ProviderChargeback[]> {
    try {
      const page = await this.client.paymentChargebacks.page({ paymentId });
      return page.map(chargebackFromMollie);
    } catch (err) {
      throw providerError(err);
    }
  }
}
