import type { CheckoutMethod, Transaction } from 'shared-kernel/contract';
import { CHECKOUT_METHODS } from 'shared-kernel/contract/constants';
import { navigate } from 'shared-kernel/navigation';
import { assignLocation } from './location';

declare global {
  interface Window {
    /** Safari's Apple Pay JS; absent in browsers without Apple Pay. */
    ApplePaySession?: { canMakePayments(): boolean };
  }
}

/** true when this browser can pay with Apple Pay (SPEC §9: only where the browser supports it). */
export function applePayAvailable(): boolean {
  try {
    return typeof window !== 'undefined' && window.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}

export const isCheckoutMethod = (value: string | undefined): value is CheckoutMethod =>
  value !== undefined && (CHECKOUT_METHODS as readonly string[]).includes(value);

/** The result page of a payment: the provider's redirect URL (`/credits/{bundle}/{method}?payment={id}`). */
export const resultPath = (payment: Pick<Transaction, 'bundle_id' | 'method' | 'id'>): string =>
  `/credits/${payment.bundle_id}/${payment.method}?payment=${payment.id}`;

/**
 * After a started payment: to the provider's hosted page (a full page load, another origin), or,
 * when there is nothing to pay there, straight to the result page.
 */
export function goToCheckout(payment: Pick<Transaction, 'bundle_id' | 'method' | 'id' | 'checkout_url'>): void {
  if (payment.checkout_url) assignLocation(payment.checkout_url);
  else navigate(resultPath(payment));
}

/**
 * "Ga verder met je openstaande betaling" (issue 27): the address the server gave for the member's
 * earlier payment, its provider's checkout page (a full page load) or its result page on this site.
 * Anything but an http(s) address or a path of this site is ignored.
 */
export function continuePayment(url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) {
    navigate(url);
    return;
  }
  try {
    const { protocol } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') assignLocation(url);
  } catch {
    // Not an address: nothing to go to.
  }
}
