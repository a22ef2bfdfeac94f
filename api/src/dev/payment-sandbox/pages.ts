import { PAYMENT_METHOD_BRANDS } from 'shared-kernel/contract/constants';
import { fromCents, type ProviderPaymentStatus } from '../../domain/payments/provider';
import { IDEAL_BANKS, SANDBOX_METHODS, type SandboxPayment } from './store';

/**
 * The sandbox's hosted pages (plain server-rendered HTML, Dutch, every value escaped, usable at
 * 390 px): the checkout page per method where the tester picks the outcome, the iDEAL bank
 * choice, a method choice for a payment made without a method, and the overview where a later
 * status change (a bank transfer paid days later, a chargeback) is forced.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The provider's own names for its methods (its hosted pages are Dutch). */
const METHOD_NAMES: Record<string, string> = { ...PAYMENT_METHOD_BRANDS, creditcard: 'Creditcard', banktransfer: 'Bankoverschrijving', directdebit: 'Automatische incasso' };

export const STATUS_NAMES: Record<ProviderPaymentStatus, string> = {
  open: 'Open',
  pending: 'In behandeling',
  authorized: 'Geautoriseerd',
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

/** The outcomes a tester can choose on the checkout page, in this order. */
export const OUTCOMES = ['paid', 'pending', 'failed', 'canceled', 'expired', 'open'] as const;
export type Outcome = (typeof OUTCOMES)[number];
const OUTCOME_LABELS: Record<Outcome, string> = {
  paid: 'Betaald',
  pending: 'In behandeling laten (pending)',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
  open: 'Open laten en terug naar de winkel',
};

const STYLE = `*{box-sizing:border-box}body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;background:#f4f5f7;margin:0;padding:16px;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
main.wide{max-width:1000px}h1{font-size:1.4rem;margin:0 0 12px}.note{background:#fff4ce;border:1px solid #e0c060;padding:8px 12px;border-radius:6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:bold}dd{margin:0;overflow-wrap:anywhere}
button{display:block;width:100%;min-height:44px;margin:8px 0;padding:10px 14px;font-size:1rem;border:1px solid #555;border-radius:6px;background:#fff;color:#1a1a1a;cursor:pointer;text-align:left}
button.primary{background:#0b5fff;border-color:#0b5fff;color:#fff}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
fieldset{border:1px solid #ccc;border-radius:6px;padding:8px 12px}legend{font-weight:bold}label.bank{display:flex;align-items:center;gap:8px;min-height:44px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px;border-bottom:1px solid #ddd;vertical-align:top;overflow-wrap:break-word}td:nth-child(-n+6){white-space:nowrap}td:nth-child(3){white-space:normal}
td form{display:inline}td button{display:inline-block;width:auto;min-height:44px;margin:2px 4px 2px 0;font-size:.9rem}
@media (max-width:600px){table,thead,tbody,tr,th,td{display:block}thead{position:absolute;left:-9999px}tr{border-bottom:2px solid #ccc;padding:6px 0}td{border:0;padding:2px 0}}`;

export function htmlPage(title: string, content: string, wide = false): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main${wide ? ' class="wide"' : ''}>${content}</main></body></html>`;
}

const formatAmount = (payment: Pick<SandboxPayment, 'amount_cents' | 'currency'>): string => {
  try {
    return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: payment.currency }).format(payment.amount_cents / 100);
  } catch {
    return `${payment.currency} ${fromCents(payment.amount_cents)}`;
  }
};

const methodName = (method: string | null): string => (method === null ? 'Nog niet gekozen' : (METHOD_NAMES[method] ?? method));

function summary(payment: SandboxPayment): string {
  const bank = payment.issuer ? IDEAL_BANKS.find((b) => b.id === payment.issuer)?.name ?? payment.issuer : null;
  return `<dl>
<dt>Bedrag</dt><dd>${escapeHtml(formatAmount(payment))}</dd>
<dt>Omschrijving</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Betaalmethode</dt><dd>${escapeHtml(methodName(payment.method))}</dd>
${bank ? `<dt>Bank</dt><dd>${escapeHtml(bank)}</dd>` : ''}
<dt>Status</dt><dd>${escapeHtml(STATUS_NAMES[payment.status])}</dd>
<dt>Kenmerk</dt><dd>${escapeHtml(payment.id)}</dd>
</dl>`;
}

const NOTE = '<p class="note">Testomgeving: er wordt geen echt geld betaald.</p>';
const OUTCOME_NOTE = '<p class="note">Testomgeving: er wordt geen echt geld betaald. Kies hieronder de uitkomst van deze betaling.</p>';

/** The checkout page of one payment, at the step it is at. */
export function checkoutPage(payment: SandboxPayment, action: string): string {
  const title = `${methodName(payment.method)}: testbetaling`;
  if (payment.status !== 'open') {
    return htmlPage(title, `<h1>${escapeHtml(title)}</h1>${summary(payment)}
<p>Deze betaling is niet meer open.</p><p><a href="${escapeHtml(payment.redirect_url ?? '/payment-sandbox/')}">Terug naar de winkel</a></p>`);
  }
  if (payment.method === null) {
    const buttons = SANDBOX_METHODS.map((m) => `<button type="submit" name="method" value="${escapeHtml(m)}">${escapeHtml(METHOD_NAMES[m] ?? m)}</button>`).join('\n');
    return htmlPage('Kies een betaalmethode', `<h1>Kies een betaalmethode</h1>${NOTE}${summary(payment)}
<form method="post" action="${escapeHtml(action)}">${buttons}</form>`);
  }
  if (payment.method === 'ideal' && payment.issuer === null) {
    const banks = IDEAL_BANKS.map(
      (b, i) => `<label class="bank"><input type="radio" name="bank" value="${escapeHtml(b.id)}"${i === 0 ? ' required' : ''}> ${escapeHtml(b.name)}</label>`,
    ).join('\n');
    return htmlPage('iDEAL: kies je bank', `<h1>iDEAL: kies je bank</h1>${NOTE}${summary(payment)}
<form method="post" action="${escapeHtml(action)}"><fieldset><legend>Kies je bank</legend>
${banks}</fieldset><button type="submit" class="primary">Verder naar je bank</button></form>`);
  }
  const buttons = OUTCOMES.map(
    (o) => `<button type="submit" name="outcome" value="${o}"${o === 'paid' ? ' class="primary"' : ''}>${escapeHtml(OUTCOME_LABELS[o])}</button>`,
  ).join('\n');
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>${OUTCOME_NOTE}${summary(payment)}
<form method="post" action="${escapeHtml(action)}"><fieldset><legend>Uitkomst van de betaling</legend>
${buttons}</fieldset></form>`);
}

/** A short error page (404, 409, 400) of the hosted pages. */
export const errorPage = (title: string, text: string): string =>
  htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/payment-sandbox/">Naar het overzicht van de testbetalingen</a></p>`);

export interface OverviewRow {
  payment: SandboxPayment;
  refundedCents: number;
  chargedBack: boolean;
}

/** The overview: recent payments, with the later status changes a tester can force. */
export function overviewPage(rows: OverviewRow[]): string {
  const action = (id: string, path: string, name: string, value: string, label: string): string =>
    `<form method="post" action="/payment-sandbox/payments/${escapeHtml(id)}/${path}"><button type="submit" name="${name}" value="${escapeHtml(value)}">${escapeHtml(label)}</button></form>`;
  const body = rows
    .map(({ payment, refundedCents, chargedBack }) => {
      const actions: string[] = [];
      if (payment.status === 'open' || payment.status === 'pending' || payment.status === 'authorized') {
        actions.push(action(payment.id, 'status', 'status', 'paid', 'Markeer als betaald'));
        actions.push(action(payment.id, 'status', 'status', 'failed', 'Markeer als mislukt'));
        actions.push(action(payment.id, 'status', 'status', 'canceled', 'Markeer als geannuleerd'));
        actions.push(action(payment.id, 'status', 'status', 'expired', 'Markeer als verlopen'));
        if (payment.status === 'open') actions.push(action(payment.id, 'status', 'status', 'pending', 'Markeer als in behandeling'));
      }
      if (payment.status === 'paid' && !chargedBack) actions.push(action(payment.id, 'chargeback', 'confirm', '1', 'Terugboeking (chargeback)'));
      const extra = [refundedCents > 0 ? `terugbetaald: ${fromCents(refundedCents)}` : '', chargedBack ? 'teruggeboekt' : ''].filter((x) => x !== '').join(', ');
      return `<tr><td>${escapeHtml(payment.created_at.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${payment.status === 'open' ? `<a href="/payment-sandbox/checkout/${escapeHtml(payment.id)}">${escapeHtml(payment.id)}</a>` : escapeHtml(payment.id)}</td>
<td>${escapeHtml(payment.description)}</td><td>${escapeHtml(formatAmount(payment))}</td><td>${escapeHtml(methodName(payment.method))}</td>
<td>${escapeHtml(STATUS_NAMES[payment.status])}${extra ? ` (${escapeHtml(extra)})` : ''}</td><td>${actions.join('')}</td></tr>`;
    })
    .join('\n');
  return htmlPage(
    'Testbetalingen',
    `<h1>Testbetalingen (sandbox)</h1><p class="note">Testomgeving van de betaalprovider: hier zet je later de status van een betaling, bijvoorbeeld een bankoverschrijving die na dagen binnenkomt, of een terugboeking.</p>
${rows.length === 0 ? '<p>Nog geen betalingen.</p>' : `<table><thead><tr><th scope="col">Aangemaakt (UTC)</th><th scope="col">Kenmerk</th><th scope="col">Omschrijving</th><th scope="col">Bedrag</th><th scope="col">Methode</th><th scope="col">Status</th><th scope="col">Acties</th></tr></thead><tbody>${body}</tbody></table>`}`,
    true,
  );
}
