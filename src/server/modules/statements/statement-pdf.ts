import type { I18n } from '@lingui/core';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { ContributionMonth, CurrencyTotals } from '../../../shared/contributions-api';
import { monthLabel } from '../../../shared/domain/dates';
import { formatCents } from '../../../shared/domain/money';
import { intlLocale, type Locale, textDirection } from '../../../shared/i18n/locales';
import { type Align, drawLine, drawParagraph, type FontName, loadFont, type TextStyle } from '../../pdf/text';

/** US Letter: members are in the United States and Canada, which both print on it. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.4);
const BRAND = rgb(0.024, 0.306, 0.231);
const RULE = rgb(0.8, 0.83, 0.86);

export interface StatementContent {
  year: number;
  number: string;
  /** yyyy-MM-dd */
  issuedOn: string;
  organisation: { legalName: string | undefined; registrationNumber: string | undefined; address: string | undefined };
  member: { name: string; addressLines: string[] };
  months: ContributionMonth[];
  totals: CurrencyTotals[];
  locale: Locale;
  i18n: I18n;
}

/**
 * Draws from the top of the page down, in the reader's direction, opening a new page when the next
 * block would not fit above the bottom margin.
 */
class Writer {
  page: PDFPage;
  y = PAGE.height - MARGIN;
  readonly width = PAGE.width - 2 * MARGIN;

  constructor(private readonly pdf: PDFDocument, readonly dir: 'ltr' | 'rtl') {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  paragraph(text: string, style: TextStyle, gapAfter = 4, align: Align = 'start') {
    const height = PAGE.height - drawParagraph(null, text, style, this.dir, { left: MARGIN, width: this.width, top: PAGE.height }, align);
    this.room(height);
    this.y = drawParagraph(this.page, text, style, this.dir, { left: MARGIN, width: this.width, top: this.y }, align) - gapAfter;
  }

  /** One row of cells; each cell's offset and width are measured from the start side of the page. */
  row(cells: { text: string; offset: number; width: number; align: Align }[], style: TextStyle, leading = 1.5) {
    const height = style.size * leading;
    this.room(height);
    const baseline = this.y - style.size * 1.1;
    for (const cell of cells) {
      const left = this.dir === 'ltr' ? MARGIN + cell.offset : MARGIN + this.width - cell.offset - cell.width;
      drawLine(this.page, cell.text, style, this.dir, { left, width: cell.width, baseline }, cell.align);
    }
    this.y -= height;
  }

  rule(gap = 6) {
    this.room(gap * 2);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - gap / 2 }, end: { x: MARGIN + this.width, y: this.y - gap / 2 }, thickness: 0.6, color: RULE });
    this.y -= gap;
  }

  space(points: number) {
    this.y -= points;
  }
}

/**
 * The yearly giving statement as a PDF in the reader's language: who issues it (as configured, or a
 * plain statement that it is not), who gave, each month's money per currency, the year's totals with
 * fees apart, and what the statement is not (an official tax receipt).
 */
export async function statementPdf(content: StatementContent): Promise<Uint8Array> {
  const { i18n, year } = content;
  const locale = intlLocale(content.locale);
  const dir = textDirection(content.locale);
  const money = (cents: number, currency: string) => formatCents(cents, locale, currency);
  const pdf = await PDFDocument.create();
  const fonts = new Map<FontName, ReturnType<typeof loadFont>>();
  const font = (name: FontName) => {
    let loaded = fonts.get(name);
    if (!loaded) fonts.set(name, (loaded = loadFont(pdf, name)));
    return loaded;
  };
  const body = { latin: font('regular'), arabic: font('arabic') };
  const strong = { latin: font('bold'), arabic: font('arabicBold') };
  const text = (size: number, color = INK): TextStyle => ({ face: body, size, color });
  const bold = (size: number, color = INK): TextStyle => ({ face: strong, size, color });

  const title = i18n._('Yearly giving statement {year}', { year });
  pdf.setTitle(title);
  pdf.setLanguage(content.locale);
  pdf.setCreator('Riba-Free Community');

  const w = new Writer(pdf, dir);
  w.paragraph(title, bold(20, BRAND), 10);
  w.paragraph(i18n._('Statement number: {number}', { number: content.number }), text(10, MUTED), 2);
  w.paragraph(i18n._('Date issued: {date}', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${content.issuedOn}T00:00:00Z`)) }), text(10, MUTED), 14);

  w.paragraph(i18n._('Issued by'), bold(11, BRAND), 3);
  // A detail the organisation has not given is left out, never shown as missing.
  const org = content.organisation;
  w.paragraph(org.legalName ?? 'Riba-Free Community', bold(11), 2);
  if (org.registrationNumber) w.paragraph(i18n._('Registration number: {number}', { number: org.registrationNumber }), text(10), 2);
  for (const line of org.address?.split('\n') ?? []) w.paragraph(line, text(10), 2);
  w.space(10);

  w.paragraph(i18n._('Given by'), bold(11, BRAND), 3);
  w.paragraph(content.member.name, bold(11), 2);
  for (const line of content.member.addressLines) w.paragraph(line, text(10), 2);
  w.space(12);

  if (content.months.length === 0) {
    w.paragraph(i18n._('No contributions were recorded for you in {year}.', { year }), bold(12), 12);
  } else {
    const columns = [
      { offset: 0, width: 150, align: 'start' as const },
      { offset: 150, width: 60, align: 'start' as const },
      { offset: 210, width: 100, align: 'end' as const },
      { offset: 310, width: 97, align: 'end' as const },
      { offset: 407, width: w.width - 407, align: 'end' as const },
    ];
    const cells = (texts: string[]) => texts.map((t, i) => ({ text: t, ...columns[i]! }));
    w.row(cells([i18n._('Month'), i18n._('Currency'), i18n._('Contributed'), i18n._('Fees'), i18n._('Refunds')]), bold(10, BRAND));
    w.rule();
    for (const month of content.months) {
      for (const t of month.totals) {
        w.row(cells([monthLabel(month.month, 'long', locale), t.currency, money(t.contributed_cents, t.currency), money(t.fees_cents, t.currency), money(t.refunds_cents, t.currency)]), text(10));
      }
    }
    w.rule();
    for (const t of content.totals) {
      w.row(cells([i18n._('Total for {year}', { year }), t.currency, money(t.contributed_cents, t.currency), money(t.fees_cents, t.currency), money(t.refunds_cents, t.currency)]), bold(10));
    }
    w.space(10);
    w.paragraph(i18n._('Contributed is what you paid, less any correction. Fees are what the payment provider kept out of those payments, and refunds what was paid back to you; both are stated apart.'), text(9, MUTED), 4);
  }

  w.paragraph(i18n._('Only money that has reached the organisation counts: a payment still being processed appears once it has settled. Amounts are listed by the month of the pledge they pay for, in the currency they were paid in.'), text(9, MUTED), 10);
  w.paragraph(i18n._('This is a giving statement: a record of your contributions as our ledger holds them. It is not an official donation receipt for income tax purposes. In Canada only a registered charity can issue an official receipt, which must show its charity registration number; in the United States, whether a contribution can be deducted depends on the organisation’s tax status. Ask a tax adviser before you claim it.'), text(9, MUTED), 4);

  await Promise.all([...fonts.values()].map((f) => f.embed()));
  return pdf.save();
}
