import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import {
  beginText,
  Cache,
  CustomFontEmbedder,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { HasFont, ShapedLine } from './shaped-line';

/**
 * pdf-lib's own subset embedder only takes text, which it lays out again without our bidi levels and
 * draws without the glyphs' offsets. This one takes the glyphs we shaped and placed ourselves; pdf-lib
 * still writes the font dictionaries, widths and the ToUnicode map from the glyphs used.
 */
class GlyphSubsetEmbedder extends CustomFontEmbedder {
  private readonly subset = this.font.createSubset();
  /** The glyphs used, at their subset id minus one (id 0 is the subset's .notdef). */
  private readonly used: Glyph[] = [];
  private readonly subsetIds = new Map<number, number>();
  protected override glyphCache = Cache.populatedBy(() => this.used);

  static create(bytes: Uint8Array): GlyphSubsetEmbedder {
    return new GlyphSubsetEmbedder(fontkit.create(bytes), bytes);
  }

  get isUsed(): boolean {
    return this.used.length > 0;
  }

  /** The glyph's code in this font's Identity-H encoding, adding it to the subset the first time. */
  code(glyph: Glyph): string {
    let id = this.subsetIds.get(glyph.id);
    if (id === undefined) {
      id = this.subset.includeGlyph(glyph);
      this.subsetIds.set(glyph.id, id);
      this.used[id - 1] = glyph;
    }
    return id.toString(16).padStart(4, '0');
  }

  protected override glyphId(glyph?: Glyph): number {
    return (glyph && this.subsetIds.get(glyph.id)) ?? -1;
  }

  protected override serializeFont(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      const parts: Uint8Array[] = [];
      this.subset
        .encodeStream()
        .on('data', (part) => parts.push(part))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
  }
}

/** A TrueType font of the PDF whose subset holds exactly the glyphs drawn with it. */
export class PdfGlyphFont implements HasFont {
  private readonly embedder: GlyphSubsetEmbedder;
  private readonly ref: PDFRef;
  private readonly keys = new WeakMap<PDFPage, PDFName>();

  constructor(private readonly pdf: PDFDocument, bytes: Uint8Array) {
    this.embedder = GlyphSubsetEmbedder.create(bytes);
    this.ref = pdf.context.nextRef();
  }

  get font(): Font {
    return this.embedder.font;
  }

  code(glyph: Glyph): string {
    return this.embedder.code(glyph);
  }

  /** The font's name in the page's resources. */
  keyOn(page: PDFPage): PDFName {
    let key = this.keys.get(page);
    if (!key) this.keys.set(page, (key = page.node.newFontDictionary(this.embedder.fontName, this.ref)));
    return key;
  }

  /** Writes the font into the file once everything is drawn; a font nothing used is left out. */
  async embed(): Promise<void> {
    if (this.embedder.isUsed) await this.embedder.embedIntoContext(this.pdf.context, this.ref);
  }
}

/** TJ numbers are thousandths of the font size, moving the pen left; two decimals keep the stream short. */
const thousandths = (points: number, size: number) => Math.round((-points * 1000 * 100) / size) / 100;

/**
 * The text-showing operators for one line whose left end sits at (x, baseline). Each glyph is moved
 * from where the PDF's pen would leave it (after the previous glyph's width) to where shaping placed
 * it; a mark raised or lowered by the font's positioning gets a text rise. The line is wrapped in an
 * ActualText span so that copying or searching the PDF gives the text as written, in logical order,
 * rather than shaped glyphs in visual order.
 */
export function lineOperators(page: PDFPage, line: ShapedLine<PdfGlyphFont>, at: { x: number; baseline: number; size: number; color: Color }): PDFOperator[] {
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    setFillingColor(at.color),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(line.text).toString()} >>`]),
    beginText(),
  ];
  for (const segment of line.segments) {
    if (segment.glyphs.length === 0) continue;
    const { font } = segment;
    const scale = at.size / font.font.unitsPerEm;
    ops.push(setFontAndSize(font.keyOn(page), at.size), setTextMatrix(1, 0, 0, 1, at.x, at.baseline));
    let pen = 0;
    let rise = 0;
    let shown: (PDFHexString | number)[] = [];
    const flush = () => {
      if (shown.length) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(shown)]));
      shown = [];
    };
    for (const { glyph, x, y } of segment.glyphs) {
      if (y !== rise) {
        flush();
        ops.push(setTextRise(y));
        rise = y;
      }
      const move = thousandths(x - pen, at.size);
      if (move !== 0) shown.push(move);
      shown.push(PDFHexString.of(font.code(glyph)));
      pen = x + glyph.advanceWidth * scale;
    }
    flush();
    if (rise !== 0) ops.push(setTextRise(0));
  }
  ops.push(endText(), endMarkedContent(), popGraphicsState());
  return ops;
}
