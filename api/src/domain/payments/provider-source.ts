import type { AddressInfo } from 'node:net';
import { MolliePaymentProvider } from './mollie';
import { PaymentProviderError, type CreatePaymentInput, type DirectDebitProvider, type PaymentProvider, type ProviderPayment } from './provider';

/**
 * Which payment provider the app talks to (README, "Payments"):
 *  - MOLLIE_API_KEY set: Mollie itself.
 *  - else, with the embedded sandbox on: the same Mollie client, pointed at the sandbox this app
 *    serves (`http://127.0.0.1:<listening port>/v2/`, a sandbox test key). Known only once the app
 *    listens; before that (and in `inject`-only tests) there is none.
 *  - neither: none; payments answer provider_unavailable.
 * Tests may give a provider or an API endpoint of their own.
 */
export interface PaymentProviderSource {
  /** The provider, or null when none is configured or reachable yet. */
  get(): PaymentProvider | null;
}

/** The key the app uses with its own sandbox (the sandbox accepts any `test_` key). */
export const SANDBOX_API_KEY = 'test_hartklopSandboxKey000000000000';

export interface ProviderSourceOptions {
  mollieApiKey: string | undefined;
  paymentSandbox: boolean;
  /** A provider to use as is (tests). */
  provider?: PaymentProvider;
  /** A Mollie-compatible API endpoint to use instead of Mollie's or the app's sandbox (tests). */
  apiEndpoint?: string;
  /** The address the app listens on (`app.server.address()`), null before it listens. */
  address(): AddressInfo | string | null;
}

/** The loopback URL of a listening address (a wildcard address is reached through 127.0.0.1). */
export function loopbackUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' || address.address === '' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export function paymentProviderSource(options: ProviderSourceOptions): PaymentProviderSource {
  let cached: PaymentProvider | null = options.provider ?? null;
  return {
    get() {
      if (cached) return cached;
      if (options.mollieApiKey !== undefined) {
        cached = new MolliePaymentProvider({ apiKey: options.mollieApiKey, ...(options.apiEndpoint !== undefined ? { apiEndpoint: options.apiEndpoint } : {}) });
      } else if (options.apiEndpoint !== undefined) {
        cached = new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: options.apiEndpoint });
      } else if (options.paymentSandbox) {
        const address = options.address();
        if (address === null || typeof address === 'string') return null;
        cached = new SiteOriginCheckout(new MolliePaymentProvider({ apiKey: SANDBOX_API_KEY, apiEndpoint: `${loopbackUrl(address)}/v2/` }));
      }
      return cached;
    },
  };
}

/**
 * The app's own sandbox, asked over loopback, writes its hosted pages' URLs on the loopback origin;
 * the member's browser reaches the same pages at the site's origin (the redirect URL's), which is
 * also the origin behind a proxy or on another machine.
 */
class SiteOriginCheckout implements PaymentProvider, DirectDebitProvider {
  readonly name: string;
  constructor(private readonly inner: PaymentProvider & DirectDebitProvider) {
    this.name = inner.name;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await this.inner.createPayment(input);
    if (payment.checkoutUrl === null) return payment;
    const checkout = new URL(payment.checkoutUrl);
    const site = new URL(input.redirectUrl);
    return { ...payment, checkoutUrl: `${site.origin}${checkout.pathname}${checkout.search}` };
  }

  getPayment(id: string): Promise<ProviderPayment> {
    return this.inner.getPayment(id);
  }

  cancelPayment(id: string): Promise<ProviderPayment> {
    if (!this.inner.cancelPayment) return Promise.reject(new PaymentProviderError('the provider cannot cancel payments', undefined));
    return this.inner.cancelPayment(id);
  }

  createRefund(...args: Parameters<PaymentProvider['createRefund']>): ReturnType<PaymentProvider['createRefund']> {
    return this.inner.createRefund(...args);
  }

  listChargebacks(paymentId: string): ReturnType<PaymentProvider['listChargebacks']> {
    return this.inner.listChargebacks(paymentId);
  }

  createCustomer(...args: Parameters<DirectDebitProvider['createCustomer']>): ReturnType<DirectDebitProvider['createCustomer']> {
    return this.inner.createCustomer(...args);
  }

  createMandate(...args: Parameters<DirectDebitProvider['createMandate']>): ReturnType<DirectDebitProvider['createMandate']> {
    return this.inner.createMandate(...args);
  }

  getMandate(...args: Parameters<DirectDebitProvider['getMandate']>): ReturnType<DirectDebitProvider['getMandate']> {
    return this.inner.getMandate(...args);
  }
}
