import PDFDocument from 'pdfkit';
import type { CompanyInfo, Transaction } from 'shared-kernel/contract';

/**
 * The receipt of one payment as a PDF (issue 12, item 6): the seller (company info: name,
 * address, KvK, VAT numbers), the buyer, and the payment with its reference, the bundle, the amount
 * including VAT, the VAT rate of the member's country and the VAT in the amount. PDFKit's standard
 * Helvetica covers Dutch text and the euro sign (WinAnsi), so no font file is embedded.
 */
export interface ReceiptInput {
  company: Pick<CompanyInfo, 'name' | 'address' | 'city' | 'country' | 'kvk' | 'vat_numbers'>;
  member: { name: string; email: string };
  transaction: Transaction;
  /** What was bought, as the member reads it ("250 credits"). */
  bundleLabel: string;
  /** The member's country, written out ("Nederland"). */
  countryName: string;
}

const METHOD_NAMES: Record<Transaction['method'], string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  paysafecard: 'Paysafecard',
  banktransfer: 'Overboeking',
  directdebit: 'Automatische incasso',
};

const STATE_NOTES: Partial<Record<Transaction['state'], string>> = {
  refunded: 'Deze betaling is (gedeeltelijk) terugbetaald.',
  charged_back: 'Deze betaling is teruggeboekt.',
};

/** "€ 12,50" as Dutch receipts write amounts. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(cents / 100).replace(/\u00a0/g, ' ');
}

/** "24 november 2026" in Dutch, in the Netherlands' time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
}

/** The VAT rate as Dutch text: 21 → "21%", 5.5 → "5,5%". */
const formatRate = (rate: number): string => `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(rate)}%`;

/** The receipt's lines, top to bottom: the same facts the PDF prints, for tests and for other renderings. */
export function receiptLines(input: ReceiptInput): { label: string; value: string }[] {
  const { transaction: t } = input;
  const excl = t.amount - t.vat_amount;
  const lines = [
    { label: 'Bonnummer', value: t.reference },
    { label: 'Datum', value: formatDate(t.paid_at ?? t.created_at) },
    { label: 'Omschrijving', value: input.bundleLabel },
    { label: 'Betaalmethode', value: METHOD_NAMES[t.method] },
  ];
  if (t.discount > 0) {
    lines.push({ label: 'Prijs pakket', value: formatMoney(t.amount + t.discount, t.currency) }, { label: 'Korting', value: `- ${formatMoney(t.discount, t.currency)}` });
  }
  lines.push(
    { label: 'Bedrag excl. btw', value: formatMoney(excl, t.currency) },
    { label: `Btw ${formatRate(t.vat_rate)} (${input.countryName})`, value: formatMoney(t.vat_amount, t.currency) },
    { label: 'Totaal incl. btw', value: formatMoney(t.amount, t.currency) },
  );
  return lines;
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { company, member, transaction } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Bon ${transaction.reference}`, Author: company.name, Subject: `Bon ${transaction.reference}`, CreationDate: new Date(transaction.paid_at ?? transaction.created_at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(20).text(company.name, left, 56);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(company.address).text(`${company.city}, ${company.country}`);
  doc.text(`KvK ${company.kvk}`);
  for (const vat of company.vat_numbers) doc.text(`Btw-nummer ${vat}`);

  doc.moveDown(2).fillColor('#000000').font('Helvetica-Bold').fontSize(16).text('Bon');
  doc.moveDown(0.5).font('Helvetica').fontSize(10).text(`Voor: ${member.name}`).text(member.email);
  doc.moveDown(1.5);

  const labelWidth = width * 0.6;
  for (const line of receiptLines(input)) {
    const y = doc.y;
    const total = line.label.startsWith('Totaal');
    doc.font(total ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(line.label, left, y, { width: labelWidth });
    doc.text(line.value, left + labelWidth, y, { width: width - labelWidth, align: 'right' });
    doc.moveDown(0.4);
  }

  const note = STATE_NOTES[transaction.state];
  if (note) doc.moveDown(1).font('Helvetica-Oblique').fontSize(10).text(note, left, doc.y, { width });
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#666666')
    .text(`Bedragen inclusief ${formatRate(transaction.vat_rate)} btw. Bewaar deze bon voor je administratie.`, left, doc.y, { width });
  doc.end();
  return done;
}
