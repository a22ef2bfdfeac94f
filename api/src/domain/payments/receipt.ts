import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { methodBrand, type CompanyInfo, type Transaction } from 'shared-kernel/contract';
import { apiText, mailLanguage } from '../../i18n';

/**
 * The receipt of one payment as a PDF (issue 12, item 6): the seller (company info: name,
 * address, KvK, VAT numbers), the buyer, and the payment with its reference, the bundle, the amount
 * including VAT, the VAT rate of the member's country and the VAT in the amount, in the member's
 * language (issue 17: texts api.receipt.*, dates and amounts through Intl). PDFKit's standard
 * Helvetica covers Dutch and most of the languages (WinAnsi), so no font file is embedded; when a
 * text has a letter outside WinAnsi (Polish ą ć ę ł ń ś ź ż, a member's name), the receipt embeds
 * DejaVu Sans (npm dejavu-fonts-ttf) instead, so no letter is dropped.
 */
export interface ReceiptInput {
  company: Pick<CompanyInfo, 'name' | 'address' | 'city' | 'country' | 'kvk' | 'vat_numbers'>;
  member: { name: string; email: string };
  transaction: Transaction;
  /** What was bought, as the member reads it ("250 credits"); by default the credits in the receipt's language. */
  bundleLabel?: string;
  /** The member's country, written out in Dutch ("Nederland"). */
  countryName: string;
  /** The member's country code (ISO 3166-1, "NL"): named in the receipt's language when it is not Dutch. */
  countryCode?: string;
  /** The member's language (users.language); Dutch when absent or unknown. */
  language?: string | null;
  /** Where the DejaVu font package is resolved from (the repo root, config.repoRoot); default the working directory. */
  resolveFrom?: string;
}

/** The receipt's language: one the API has texts in, else Dutch. */
const receiptLanguage = (language: string | null | undefined): string => mailLanguage(language);

/** Intl's locale of a receipt: Dutch receipts keep nl-NL. */
const intlLocale = (lang: string): string => (lang === 'nl' ? 'nl-NL' : lang);

/**
 * A receipt text: French typography's narrow no-break space (U+202F, outside WinAnsi) becomes the
 * no-break space (U+00A0) Helvetica has, so a French receipt still needs no embedded font.
 */
const receiptText = (lang: string, key: string, vars: Record<string, string | number> = {}): string =>
  apiText(lang, `receipt.${key}`, vars).replace(/\u202f/g, '\u00a0');

/** "€ 12,50" as Dutch receipts write amounts ("12,50 €" in French); spaces are plain ones (PDF fonts). */
export function formatMoney(cents: number, currency: string, language = 'nl'): string {
  return new Intl.NumberFormat(intlLocale(receiptLanguage(language)), { style: 'currency', currency }).format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** "24 november 2026" in the receipt's language, in the Netherlands' time zone. */
export function formatDate(iso: string, language = 'nl'): string {
  return new Intl.DateTimeFormat(intlLocale(receiptLanguage(language)), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
}

/** The VAT rate: 21 → "21%", 5.5 → "5,5%" in Dutch ("5,5 %" in French). */
const formatRate = (rate: number, lang: string): string =>
  new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100).replace(/[\u00a0\u202f]/g, ' ');

/** The member's country in the receipt's language: Dutch receipts keep the stored Dutch name. */
function countryIn(input: ReceiptInput, lang: string): string {
  if (lang === 'nl' || !input.countryCode) return input.countryName;
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(input.countryCode) ?? input.countryName;
}

export interface ReceiptLine {
  label: string;
  value: string;
  /** The total (printed bold). */
  total?: boolean;
}

/** The receipt's lines, top to bottom: the same facts the PDF prints, for tests and for other renderings. */
export function receiptLines(input: ReceiptInput): ReceiptLine[] {
  const { transaction: t } = input;
  const lang = receiptLanguage(input.language);
  const text = (key: string, vars: Record<string, string | number> = {}): string => receiptText(lang, key, vars);
  const money = (cents: number): string => formatMoney(cents, t.currency, lang);
  const excl = t.amount - t.vat_amount;
  const lines: ReceiptLine[] = [
    { label: text('reference'), value: t.reference },
    { label: text('date'), value: formatDate(t.paid_at ?? t.created_at, lang) },
    { label: text('description'), value: input.bundleLabel ?? text('bundle', { count: t.credits }) },
    { label: text('method'), value: methodBrand(t.method) ?? text(`methods.${t.method}`) },
  ];
  if (t.discount > 0) {
    lines.push({ label: text('bundlePrice'), value: money(t.amount + t.discount) }, { label: text('discount'), value: `- ${money(t.discount)}` });
  }
  lines.push(
    { label: text('excludingVat'), value: money(excl) },
    { label: text('vat', { rate: formatRate(t.vat_rate, lang), country: countryIn(input, lang) }), value: money(t.vat_amount) },
    { label: text('total'), value: money(t.amount), total: true },
  );
  return lines;
}

/** The characters PDFKit's standard fonts can write (WinAnsi: Latin-1 and Windows-1252's extras). */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const inWinAnsi = (text: string): boolean =>
  [...text].every((c) => {
    const code = c.codePointAt(0)!;
    return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(c);
  });

/** The fonts of a receipt: the standard Helvetica, or DejaVu Sans when a text is outside WinAnsi. */
export function receiptFonts(texts: string[], resolveFrom = process.cwd()): { regular: string; bold: string; oblique: string } {
  if (texts.every(inWinAnsi)) return { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };
  const resolve = createRequire(path.join(resolveFrom, 'package.json')).resolve;
  const file = (name: string): string => resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
  return { regular: file('DejaVuSans'), bold: file('DejaVuSans-Bold'), oblique: file('DejaVuSans-Oblique') };
}

/** Renders the receipt; resolves with the PDF's bytes. */
export function renderReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { company, member, transaction } = input;
  const lang = receiptLanguage(input.language);
  const text = (key: string, vars: Record<string, string> = {}): string => receiptText(lang, key, vars);
  const lines = receiptLines(input);
  const note = transaction.state === 'refunded' || transaction.state === 'charged_back' ? text(`notes.${transaction.state}`) : undefined;
  const rate = formatRate(transaction.vat_rate, lang);
  const header = [company.name, company.address, `${company.city}, ${company.country}`, text('kvk', { number: company.kvk }), ...company.vat_numbers.map((vat) => text('vatNumber', { number: vat }))];
  const body = [text('title'), text('for', { name: member.name }), member.email];
  const footer = text('footer', { rate });
  const fonts = receiptFonts([...header, ...body, ...lines.flatMap((line) => [line.label, line.value]), note ?? '', footer], input.resolveFrom);

  const title = text('documentTitle', { reference: transaction.reference });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: company.name, Subject: title, CreationDate: new Date(transaction.paid_at ?? transaction.created_at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const [name, ...address] = header;
  doc.font(fonts.bold).fontSize(20).text(name!, left, 56);
  doc.font(fonts.regular).fontSize(10).fillColor('#444444');
  for (const line of address) doc.text(line);

  doc.moveDown(2).fillColor('#000000').font(fonts.bold).fontSize(16).text(body[0]!);
  doc.moveDown(0.5).font(fonts.regular).fontSize(10).text(body[1]!).text(body[2]!);
  doc.moveDown(1.5);

  const labelWidth = width * 0.6;
  for (const line of lines) {
    const y = doc.y;
    doc.font(line.total ? fonts.bold : fonts.regular).fontSize(11);
    doc.text(line.label, left, y, { width: labelWidth });
    doc.text(line.value, left + labelWidth, y, { width: width - labelWidth, align: 'right' });
    doc.moveDown(0.4);
  }

  if (note) doc.moveDown(1).font(fonts.oblique).fontSize(10).text(note, left, doc.y, { width });
  doc.moveDown(2).font(fonts.regular).fontSize(9).fillColor('#666666').text(footer, left, doc.y, { width });
  doc.end();
  return done;
}
