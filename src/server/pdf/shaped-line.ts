import type { Font, Glyph } from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';

export type Direction = 'ltr' | 'rtl';

/** Anything that carries a fontkit font: the PDF's embedded fonts, or a bare font in tests. */
export interface HasFont {
  readonly font: Font;
}

/** A Latin font and the Arabic font that draws the Arabic script (and what the Latin one lacks). */
export interface FontPair<F extends HasFont> {
  latin: F;
  arabic: F;
}

/** A glyph at its place: x from the line's left edge and y above the baseline, in points. */
export interface PlacedGlyph {
  glyph: Glyph;
  x: number;
  y: number;
}

/** Characters of one direction and one font, shaped; its glyphs are in visual order. */
export interface ShapedSegment<F extends HasFont> {
  font: F;
  text: string;
  direction: Direction;
  glyphs: PlacedGlyph[];
}

export interface ShapedLine<F extends HasFont> {
  /** The line as written (logical order), for copying and searching the PDF. */
  text: string;
  width: number;
  /** Left to right, as drawn. */
  segments: ShapedSegment<F>[];
}

const bidi = bidiFactory();
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * The font for one character: Arabic letters, marks and digits in the Arabic font; anything else in
 * the font of its direction (so spaces and punctuation inside Arabic keep the Arabic font's metrics),
 * unless that font lacks it, as the Arabic font lacks curly quotes.
 */
function fontFor<F extends HasFont>(fonts: FontPair<F>, char: string, rtl: boolean): F {
  if (ARABIC_SCRIPT.test(char)) return fonts.arabic;
  const preferred = rtl ? fonts.arabic : fonts.latin;
  const other = rtl ? fonts.latin : fonts.arabic;
  return preferred.font.hasGlyphForCodePoint(char.codePointAt(0)!) ? preferred : other;
}

interface LogicalSegment<F extends HasFont> {
  font: F;
  level: number;
  text: string;
}

/**
 * Cuts the line where the embedding level or the font changes, with brackets in RTL text mirrored;
 * `owner` gives the segment of each character.
 */
function logicalSegments<F extends HasFont>(text: string, fonts: FontPair<F>, levels: Uint8Array): { segments: LogicalSegment<F>[]; owner: number[] } {
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const segments: LogicalSegment<F>[] = [];
  const owner: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i]!;
    const char = mirrored.get(i) ?? text[i]!;
    const font = fontFor(fonts, char, level % 2 === 1);
    const last = segments.at(-1);
    if (last && last.level === level && last.font === font) last.text += char;
    else segments.push({ font, level, text: char });
    owner.push(segments.length - 1);
  }
  return { segments, owner };
}

/**
 * Shapes one line (no line breaks) for drawing: the Unicode bidirectional algorithm (bidi-js) gives
 * each character its level, mirrors brackets in right-to-left text and orders the pieces; fontkit
 * shapes each piece (Arabic joining, ligatures, kerning and mark positioning from the font's GSUB and
 * GPOS tables), and every glyph is placed with its advance and offsets.
 */
export function shapeLine<F extends HasFont>(text: string, fonts: FontPair<F>, size: number, base: Direction): ShapedLine<F> {
  const embedding = bidi.getEmbeddingLevels(text, base);
  const { segments, owner } = logicalSegments(text, fonts, embedding.levels);
  // Each segment is one level, so its characters stay together when reordered.
  const visualOrder = [...new Set(bidi.getReorderedIndices(text, embedding).map((index) => owner[index]!))];

  let pen = 0;
  const shaped = visualOrder.map((index) => {
    const { font, level, text: piece } = segments[index]!;
    const direction: Direction = level % 2 === 1 ? 'rtl' : 'ltr';
    const run = font.font.layout(piece);
    // fontkit picks the direction from the script: neutral-only pieces in RTL text come back left to
    // right, and Arabic-Indic digits (Arabic script, yet read left to right) come back reversed.
    const ranLtr = (run.direction ?? 'ltr') === 'ltr';
    const order = ranLtr === (direction === 'ltr') ? run.glyphs.map((_, i) => i) : run.glyphs.map((_, i) => run.glyphs.length - 1 - i);
    const scale = size / font.font.unitsPerEm;
    const glyphs = order.map((i) => {
      const position = run.positions[i]!;
      const placed = { glyph: run.glyphs[i]!, x: pen + position.xOffset * scale, y: position.yOffset * scale };
      pen += position.xAdvance * scale;
      return placed;
    });
    return { font, text: piece, direction, glyphs };
  });
  return { text, width: pen, segments: shaped };
}
