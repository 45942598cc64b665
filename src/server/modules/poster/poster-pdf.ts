import { PDFDocument, PDFName, PDFString, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { POSTER_BADGES, POSTER_POINTS, POSTER_SIZES, POSTER_TEXT, type PosterSize } from '../../../shared/domain/poster';
import { type Direction, drawLine, drawParagraph, type FontName, lineWidth, loadFont, wrap } from '../../pdf/text';

const COLOURS = {
  ink: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.2, 0.25, 0.33),
  brand: rgb(0.024, 0.306, 0.231),
  brandDark: rgb(0.008, 0.173, 0.133),
  brandPale: rgb(0.925, 0.992, 0.961),
  brandLine: rgb(0.02, 0.47, 0.34),
  gold: rgb(0.988, 0.827, 0.302),
  goldDeep: rgb(0.984, 0.749, 0.141),
  cream: rgb(0.984, 0.98, 0.961),
  white: rgb(1, 1, 1),
};

export interface PosterContent {
  /** Every text already in the reader's language (see POSTER_TEXT). */
  t: (id: string) => string;
  direction: Direction;
  locale: string;
  joinUrl: string;
}

/** Makes an area of the page open the address when clicked, for a poster shared as a file rather than printed. */
function addLink(pdf: PDFDocument, page: PDFPage, url: string, rect: { x: number; y: number; width: number; height: number }) {
  const link = pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj([link]));
}

function drawQr(page: PDFPage, url: string, box: { x: number; y: number; size: number }) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = box.size / (count + quiet * 2);
  page.drawRectangle({ x: box.x, y: box.y, width: box.size, height: box.size, color: COLOURS.white });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({ x: box.x + (col + quiet) * cell, y: box.y + box.size - (row + quiet + 1) * cell, width: cell + 0.05, height: cell + 0.05, color: COLOURS.ink });
    }
  }
}

/**
 * The poster as a one-page PDF of the chosen paper size, laid out like the page (header, QR code and
 * three points, badges, verse) and scaled to the sheet's width. Each font is embedded as the subset of glyphs drawn with it.
 */
export async function posterPdf(size: PosterSize, content: PosterContent): Promise<Uint8Array> {
  const { t, direction: dir } = content;
  const { width: W, height: H } = POSTER_SIZES[size];
  const pdf = await PDFDocument.create();
  const load = (name: FontName) => loadFont(pdf, name);
  const [regular, bold, italic, arabic, arabicBold, naskh] = [load('regular'), load('bold'), load('italic'), load('arabic'), load('arabicBold'), load('naskh')] as const;
  const body = { latin: regular, arabic };
  const strong = { latin: bold, arabic: arabicBold };
  const slanted = { latin: italic, arabic };
  const verseFace = { latin: naskh, arabic: naskh };

  const headline = t(POSTER_TEXT.headline);
  pdf.setTitle(headline);
  pdf.setSubject(t(POSTER_TEXT.tagline));
  pdf.setLanguage(content.locale);
  pdf.setAuthor(POSTER_TEXT.brand);
  pdf.setCreator(POSTER_TEXT.brand);

  const page = pdf.addPage([W, H]);
  const u = W / 100;
  const margin = 7 * u;
  const inner = { left: margin, width: W - 2 * margin };
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: COLOURS.cream });

  // Header: measured first (target null), then drawn over a band of that height.
  const headerTexts = (target: PDFPage | null) => {
    let y = H - 4 * u;
    y = drawParagraph(target, POSTER_TEXT.brand.toUpperCase(), { face: strong, size: 2.2 * u, color: COLOURS.gold }, 'ltr', { ...inner, top: y }, 'center');
    y = drawParagraph(target, POSTER_TEXT.motto, { face: verseFace, size: 5.6 * u, color: COLOURS.gold }, 'rtl', { ...inner, top: y - 1.5 * u }, 'center', 1.5);
    y = drawParagraph(target, t(POSTER_TEXT.mottoMeaning), { face: slanted, size: 2.2 * u, color: COLOURS.brandPale }, dir, { ...inner, top: y }, 'center');
    y = drawParagraph(target, t(POSTER_TEXT.mottoReference), { face: body, size: 2 * u, color: COLOURS.brandPale }, dir, { ...inner, top: y }, 'center');
    y = drawParagraph(target, headline, { face: strong, size: 5.6 * u, color: COLOURS.white }, dir, { ...inner, top: y - 2.5 * u }, 'center', 1.15);
    return y - 4 * u;
  };
  const headerBottom = headerTexts(null);
  page.drawRectangle({ x: 0, y: headerBottom, width: W, height: H - headerBottom, color: COLOURS.brandDark });
  page.drawRectangle({ x: 0, y: headerBottom, width: W, height: 0.6 * u, color: COLOURS.goldDeep });
  headerTexts(page);

  // Footer band, from the bottom up.
  const footerStyle = { face: slanted, size: 2.9 * u, color: COLOURS.white };
  const verseLines = wrap(t(POSTER_TEXT.verse), footerStyle, dir, inner.width).length;
  const footerHeight = 3 * u + verseLines * footerStyle.size * 1.25 + 2.2 * u * 1.25 + 1.2 * u + 1.8 * u * 1.25 * 2 + 3 * u;
  page.drawRectangle({ x: 0, y: 0, width: W, height: footerHeight, color: COLOURS.brandDark });
  let fy = drawParagraph(page, t(POSTER_TEXT.verse), footerStyle, dir, { ...inner, top: footerHeight - 3 * u }, 'center');
  fy = drawParagraph(page, t(POSTER_TEXT.verseReference).toLocaleUpperCase(content.locale), { face: strong, size: 2 * u, color: COLOURS.gold }, dir, { ...inner, top: fy }, 'center');
  drawParagraph(page, t(POSTER_TEXT.tagline), { face: body, size: 1.8 * u, color: COLOURS.brandPale }, dir, { ...inner, top: fy - 1.2 * u }, 'center');

  // Badges row above the footer.
  const badgeStyle = { face: strong, size: 2.1 * u, color: COLOURS.brand };
  const badgeHeight = 5 * u;
  const badgeY = footerHeight + 3 * u;
  const badges = POSTER_BADGES.map((b) => t(b));
  const pad = 2.2 * u;
  const gap = 1.8 * u;
  const widths = badges.map((b) => lineWidth(b, badgeStyle, dir) + 2 * pad);
  const scale = Math.min(1, (W - 2 * 5 * u) / (widths.reduce((a, b) => a + b, 0) + gap * (badges.length - 1)));
  const rowWidth = widths.reduce((a, b) => a + b * scale, 0) + gap * (badges.length - 1);
  let bx = (W - rowWidth) / 2;
  const order = dir === 'rtl' ? [...badges.keys()].reverse() : [...badges.keys()];
  for (const i of order) {
    const w = widths[i]! * scale;
    page.drawRectangle({ x: bx, y: badgeY, width: w, height: badgeHeight, color: COLOURS.brandPale, borderColor: COLOURS.brandLine, borderWidth: 0.3 * u });
    const style = { ...badgeStyle, size: badgeStyle.size * scale };
    drawLine(page, badges[i]!, style, dir, { left: bx, width: w, baseline: badgeY + (badgeHeight - style.size * 0.7) / 2 }, 'center');
    bx += w + gap;
  }

  // The middle: the QR code with its call to action on the start side, the three points beside it.
  const middleTop = headerBottom - 3 * u;
  const middleBottom = badgeY + badgeHeight + 3 * u;
  const qrSize = Math.min(32 * u, middleTop - middleBottom - 9 * u);
  const columnGap = 5 * u;
  const qrColumn = qrSize;
  const pointsWidth = inner.width - qrColumn - columnGap;
  const qrLeft = dir === 'rtl' ? W - margin - qrColumn : margin;
  const pointsLeft = dir === 'rtl' ? margin : margin + qrColumn + columnGap;
  const qrBlockHeight = qrSize + 8.5 * u;
  const qrTop = middleBottom + (middleTop - middleBottom + qrBlockHeight) / 2;
  page.drawRectangle({ x: qrLeft - 0.6 * u, y: qrTop - qrSize - 0.6 * u, width: qrSize + 1.2 * u, height: qrSize + 1.2 * u, color: COLOURS.goldDeep });
  drawQr(page, content.joinUrl, { x: qrLeft, y: qrTop - qrSize, size: qrSize });
  addLink(pdf, page, content.joinUrl, { x: qrLeft, y: qrTop - qrSize, width: qrSize, height: qrSize });
  const qy = drawParagraph(page, t(POSTER_TEXT.scanToJoin), { face: strong, size: 3.2 * u, color: COLOURS.brand }, dir, { left: qrLeft, width: qrColumn, top: qrTop - qrSize - 1.5 * u }, 'center');
  drawParagraph(page, new URL(content.joinUrl).host, { face: body, size: 2.3 * u, color: COLOURS.muted }, 'ltr', { left: qrLeft - 4 * u, width: qrColumn + 8 * u, top: qy }, 'center');

  const pointTitle = { face: strong, size: 3.3 * u, color: COLOURS.brand };
  const pointText = { face: body, size: 2.3 * u, color: COLOURS.muted };
  const pointBlocks = POSTER_POINTS.map((p) => ({ title: wrap(t(p.title), pointTitle, dir, pointsWidth - 3 * u), text: wrap(t(p.text), pointText, dir, pointsWidth - 3 * u) }));
  const blockHeight = (b: { title: string[]; text: string[] }) => b.title.length * pointTitle.size * 1.2 + 0.5 * u + b.text.length * pointText.size * 1.3;
  const pointsHeight = pointBlocks.reduce((sum, b) => sum + blockHeight(b), 0) + 2.6 * u * (pointBlocks.length - 1);
  let py = (middleTop + middleBottom + pointsHeight) / 2;
  for (const block of pointBlocks) {
    const h = blockHeight(block);
    const barX = dir === 'rtl' ? pointsLeft + pointsWidth - 0.7 * u : pointsLeft;
    page.drawRectangle({ x: barX, y: py - h, width: 0.7 * u, height: h, color: COLOURS.goldDeep });
    const textBox = { left: dir === 'rtl' ? pointsLeft : pointsLeft + 3 * u, width: pointsWidth - 3 * u };
    let y = drawParagraph(page, block.title.join(' '), pointTitle, dir, { ...textBox, top: py }, 'start', 1.2);
    y = drawParagraph(page, block.text.join(' '), pointText, dir, { ...textBox, top: y - 0.5 * u }, 'start', 1.3);
    py = y - 2.6 * u;
  }

  await Promise.all([regular, bold, italic, arabic, arabicBold, naskh].map((font) => font.embed()));
  return pdf.save();
}
