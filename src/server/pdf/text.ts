import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { lineOperators, PdfGlyphFont } from './pdf-glyphs';
import { shapeLine, type Direction, type FontPair } from './shaped-line';

/**
 * Text on our PDFs (the poster, the giving statement): the fonts, and lines shaped with the Unicode
 * bidirectional algorithm and the fonts' own tables, measured, wrapped and placed.
 */

const FONT_DIR = path.resolve(import.meta.dirname, 'fonts');
const FONT_FILES = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  italic: 'NotoSans-Italic.ttf',
  arabic: 'NotoSansArabic-Regular.ttf',
  arabicBold: 'NotoSansArabic-Bold.ttf',
  naskh: 'NotoNaskhArabic-Regular.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

const fontBytes = new Map<FontName, Uint8Array>();
/** Read once per process; a few hundred KB each, and only the glyphs used go into each PDF. */
function readFont(name: FontName): Uint8Array {
  let bytes = fontBytes.get(name);
  if (!bytes) fontBytes.set(name, (bytes = readFileSync(path.join(FONT_DIR, FONT_FILES[name]))));
  return bytes;
}

/** A font of this document; embed() it once everything is drawn. */
export const loadFont = (pdf: PDFDocument, name: FontName) => new PdfGlyphFont(pdf, readFont(name));

export interface TextStyle {
  face: FontPair<PdfGlyphFont>;
  size: number;
  color: RGB;
}

export const lineWidth = (text: string, style: TextStyle, base: Direction) => shapeLine(text, style.face, style.size, base).width;

/** Words onto lines no wider than maxWidth (a word longer than a line keeps a line of its own). */
export function wrap(text: string, style: TextStyle, base: Direction, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const current = lines.at(-1);
    if (current !== undefined && lineWidth(`${current} ${word}`, style, base) <= maxWidth) lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** "start" is the left edge in English and the right in Arabic; "end" the other. */
export type Align = 'center' | 'start' | 'end';

/** One line; returns its width. */
export function drawLine(page: PDFPage, text: string, style: TextStyle, base: Direction, box: { left: number; width: number; baseline: number }, align: Align): number {
  const line = shapeLine(text, style.face, style.size, base);
  const atLeft = (align === 'start') === (base === 'ltr');
  const x = align === 'center' ? box.left + (box.width - line.width) / 2 : atLeft ? box.left : box.left + box.width - line.width;
  page.pushOperators(...lineOperators(page, line, { x, baseline: box.baseline, size: style.size, color: style.color }));
  return line.width;
}

/** A wrapped paragraph from `top` down; returns the y below its last line. Without a page it only measures. */
export function drawParagraph(page: PDFPage | null, text: string, style: TextStyle, base: Direction, box: { left: number; width: number; top: number }, align: Align, leading = 1.25): number {
  let y = box.top;
  for (const line of wrap(text, style, base, box.width)) {
    y -= style.size * leading;
    if (page) drawLine(page, line, style, base, { left: box.left, width: box.width, baseline: y + style.size * (leading - 1) }, align);
  }
  return y;
}

export type { Direction } from './shaped-line';
