import zlib from 'node:zlib';
import type { Transaction } from 'shared-kernel/contract';
import { formatMoney, receiptFonts, receiptLines, renderReceipt, type ReceiptInput } from '../src/domain/payments/receipt';

const transaction: Transaction = {
  id: 7,
  reference: 'HK-2026-000007',
  created_at: '2026-11-24T09:59:00.000Z',
  paid_at: '2026-11-24T10:00:00.000Z',
  bundle_id: 2,
  credits: 250,
  method: 'ideal',
  amount: 7499,
  currency: 'EUR',
  discount: 0,
  discount_code: null,
  vat_rate: 21,
  vat_amount: 1301,
  state: 'completed',
  credited: true,
  checkout_url: null,
};
const input: ReceiptInput = {
  company: { name: 'Hartklop B.V.', address: 'Keizersgracht 1', city: 'Amsterdam', country: 'Nederland', kvk: '12345678', vat_numbers: ['NL123456789B01'] },
  member: { name: 'Sanne', email: 'sanne@example.nl' },
  transaction,
  bundleLabel: '250 credits',
  countryName: 'Nederland',
};

/** Every deflated stream of a PDF, inflated (page contents, fonts' ToUnicode maps). */
function inflatedStreams(raw: string): string[] {
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out.push(zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // not deflated (an embedded font's raw bytes)
    }
  }
  return out;
}

/** The text drawn on the PDF's pages: PDFKit writes it hex-encoded (WinAnsi) inside deflated content streams. */
function pageText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
    text += '\n';
  }
  return text.replace(/\x80/g, '€');
}

describe('payment receipt (PDF)', () => {
  it('lists reference, date, bundle, method, amounts with the VAT of the member country', () => {
    expect(receiptLines(input)).toEqual([
      { label: 'Bonnummer', value: 'HK-2026-000007' },
      { label: 'Datum', value: '24 november 2026' },
      { label: 'Omschrijving', value: '250 credits' },
      { label: 'Betaalmethode', value: 'iDEAL' },
      { label: 'Bedrag excl. btw', value: '€ 61,98' },
      { label: 'Btw 21% (Nederland)', value: '€ 13,01' },
      { label: 'Totaal incl. btw', value: '€ 74,99', total: true },
    ]);
  });

  it('shows a discount line only when there is one', () => {
    const lines = receiptLines({ ...input, transaction: { ...transaction, discount: 1875, amount: 5624, vat_amount: 976 } });
    expect(lines.find((l) => l.label === 'Prijs pakket')).toEqual({ label: 'Prijs pakket', value: '€ 74,99' });
    expect(lines.find((l) => l.label === 'Korting')).toEqual({ label: 'Korting', value: '- € 18,75' });
    expect(receiptLines(input).some((l) => l.label === 'Korting')).toBe(false);
  });

  it('renders a PDF carrying the company, KvK, VAT number, member and every line', async () => {
    const pdf = await renderReceipt(input);
    const head = Buffer.from(pdf.subarray(0, 8)).toString('latin1');
    expect(head.startsWith('%PDF-1.')).toBe(true);
    expect(Buffer.from(pdf.subarray(-6)).toString('latin1')).toContain('%%EOF');
    const text = pageText(pdf);
    for (const expected of ['Hartklop B.V.', 'KvK 12345678', 'Btw-nummer NL123456789B01', 'Sanne', 'sanne@example.nl', 'HK-2026-000007', '€ 74,99', '€ 13,01', 'Btw 21% (Nederland)']) {
      expect(text).toContain(expected);
    }
  });

  it('notes a refund or chargeback on the receipt', async () => {
    const text = pageText(await renderReceipt({ ...input, transaction: { ...transaction, state: 'charged_back' } }));
    expect(text).toContain('Deze betaling is teruggeboekt.');
    expect(pageText(await renderReceipt(input))).not.toContain('teruggeboekt');
  });

  it('in the member’s language: texts, date, amounts, VAT rate and country through Intl', async () => {
    const french = { ...input, bundleLabel: undefined, countryCode: 'BE', countryName: 'België', language: 'fr', transaction: { ...transaction, method: 'banktransfer' as const, state: 'refunded' as const } };
    expect(receiptLines(french)).toEqual([
      { label: 'Numéro de reçu', value: 'HK-2026-000007' },
      { label: 'Date', value: '24 novembre 2026' },
      { label: 'Description', value: '250 crédits' },
      { label: 'Moyen de paiement', value: 'Virement' },
      { label: 'Montant HT', value: '61,98 €' },
      { label: 'TVA 21 % (Belgique)', value: '13,01 €' },
      { label: 'Total TTC', value: '74,99 €', total: true },
    ]);
    const text = pageText(await renderReceipt(french));
    for (const expected of ['Reçu', 'Pour\u00a0: Sanne', 'Registre du commerce (KvK) 12345678', 'N° de TVA NL123456789B01', 'Ce paiement a été (partiellement) remboursé.', 'Montants TVA de 21 % comprise.']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Bon');
    // Brand names stay; an unknown language is Dutch.
    expect(receiptLines({ ...input, language: 'de' })[3]).toEqual({ label: 'Zahlungsart', value: 'iDEAL' });
    expect(receiptLines({ ...input, language: 'xx' })[0]).toEqual({ label: 'Bonnummer', value: 'HK-2026-000007' });
  });

  it('a Polish receipt embeds a font with ą ć ę ł ń ś ź ż instead of dropping them; Dutch ones keep Helvetica', async () => {
    const polish = { ...input, bundleLabel: undefined, countryCode: 'PL', language: 'pl', member: { name: 'Zażółć Gęślą Jaźń', email: 'zaneta@example.pl' }, transaction: { ...transaction, state: 'charged_back' as const } };
    const lines = receiptLines(polish);
    expect(lines.map((l) => l.label)).toContain('Metoda płatności');
    expect(lines[2]).toEqual({ label: 'Opis', value: '250 kredytów' });
    expect(lines[5]!.label).toBe('VAT 21% (Polska)');
    const pdf = Buffer.from(await renderReceipt(polish)).toString('latin1');
    expect(pdf).toContain('DejaVuSans');
    expect(pdf).not.toContain('/Helvetica');
    // The embedded font's ToUnicode map carries every Polish letter drawn (the pangram in the name, the texts).
    const unicode = inflatedStreams(pdf).join('\n').toLowerCase();
    for (const letter of 'ąćęłńśźż') expect(unicode).toContain(`<${letter.codePointAt(0)!.toString(16).padStart(4, '0')}>`);
    expect(receiptFonts(['Łukasz']).regular).toMatch(/DejaVuSans\.ttf$/);

    const dutch = Buffer.from(await renderReceipt(input)).toString('latin1');
    expect(dutch).toContain('/Helvetica');
    expect(dutch).not.toContain('DejaVu');
  });

  it('formats other currencies and whole amounts', () => {
    expect(formatMoney(1000, 'EUR')).toBe('€ 10,00');
    expect(formatMoney(1999, 'CHF')).toBe('CHF 19,99');
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1999, 'EUR', 'de')).toBe('19,99 €');
  });
});
