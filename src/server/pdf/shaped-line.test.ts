import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit, { type Glyph } from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lineOperators, PdfGlyphFont } from './pdf-glyphs';
import { shapeLine, type HasFont, type ShapedLine } from './shaped-line';

const fontFile = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'fonts', name));
const bare = (name: string): HasFont => ({ font: fontkit.create(fontFile(name)) });
const sans = { latin: bare('NotoSans-Regular.ttf'), arabic: bare('NotoSansArabic-Regular.ttf') };
const naskh = bare('NotoNaskhArabic-Regular.ttf');

const HARAKAT = /[\u064B-\u0652\u0670]/;
const isMark = (codePoints: number[]) => codePoints.length > 0 && codePoints.every((c) => HARAKAT.test(String.fromCodePoint(c)));
/** The characters of a line's glyphs from left to right (a ligature's characters as it holds them). */
const visual = (line: ShapedLine<HasFont>) => line.segments.flatMap((s) => s.glyphs.flatMap((g) => g.glyph.codePoints)).map((c) => String.fromCodePoint(c)).join('');

describe('shaping a line', () => {
  it('places each vowel mark of a Quran verse over or under its own letter, as the font positions it', () => {
    const line = shapeLine('وَتَعَاوَنُوا عَلَى الْبِرِّ', { latin: naskh, arabic: naskh }, 100, 'rtl');
    const glyphs = line.segments.flatMap((s) => s.glyphs);
    const marks = glyphs.filter((g) => isMark(g.glyph.codePoints));
    expect(marks.length).toBeGreaterThanOrEqual(8);
    // Left unpositioned, every mark would sit on the baseline.
    expect(marks.every((m) => m.y !== 0)).toBe(true);
    const scale = 100 / naskh.font.unitsPerEm;
    const inkCentre = (g: (typeof glyphs)[number]) => g.x + ((g.glyph.bbox.minX + g.glyph.bbox.maxX) / 2) * scale;
    glyphs.forEach((glyph, i) => {
      if (!isMark(glyph.glyph.codePoints)) return;
      // In visual order a letter's marks come just before it (right to left, the letter is read first).
      const base = glyphs.slice(i + 1).find((g) => !isMark(g.glyph.codePoints))!;
      expect(inkCentre(glyph)).toBeGreaterThan(base.x + base.glyph.bbox.minX * scale - 5);
      expect(inkCentre(glyph)).toBeLessThan(base.x + base.glyph.bbox.maxX * scale + 5);
    });
  });

  it.each([
    ['(12)', '(12)'],
    ['(١٢)', '(١٢)'],
  ])('mirrors the brackets around %s inside Arabic text and keeps the number in reading order', (number, drawn) => {
    const line = shapeLine(`العدد ${number} هنا`, sans, 20, 'rtl');
    expect(visual(line).replace(/[^()0-9\u0660-\u0669]/g, '')).toBe(drawn);
  });

  it('orders a line of Arabic, Latin and a number right to left, each piece read in its own direction', () => {
    const line = shapeLine('انضم إلى Riba-Free Community عام 2025', sans, 20, 'rtl');
    expect(line.segments.map((s) => [s.text, s.direction])).toEqual([
      ['2025', 'ltr'],
      [' عام ', 'rtl'],
      ['Riba-Free Community', 'ltr'],
      ['انضم إلى ', 'rtl'],
    ]);
    expect(line.segments.map((s) => s.font)).toEqual([sans.latin, sans.arabic, sans.latin, sans.arabic]);
    const starts = line.segments.map((s) => Math.min(...s.glyphs.map((g) => g.x)));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(line.width).toBeGreaterThan(starts.at(-1)!);
  });

  it('keeps a left-to-right line as one piece in the Latin font, with a sign beside its number', () => {
    const line = shapeLine('Join 6+ Million Muslims', sans, 20, 'ltr');
    expect(line.segments.map((s) => [s.text, s.direction, s.font])).toEqual([['Join 6+ Million Muslims', 'ltr', sans.latin]]);
    expect(shapeLine('99% للمحتاجين', sans, 20, 'rtl').segments.map((s) => s.text)).toEqual([' للمحتاجين', '99%']);
  });

  it('draws Latin punctuation the Arabic font lacks with the Latin font, even inside Arabic', () => {
    const line = shapeLine('قال “مرحبا”', sans, 20, 'rtl');
    expect(sans.arabic.font.hasGlyphForCodePoint(0x201c)).toBe(false);
    const quotes = line.segments.filter((s) => /[“”]/.test(s.text));
    expect(quotes.map((s) => s.font)).toEqual([sans.latin, sans.latin]);
  });
});

describe('drawing a shaped line into a PDF page', () => {
  it('moves the PDF\'s pen so that every glyph, marks included, lands where shaping placed it', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    const fonts = { latin: new PdfGlyphFont(pdf, fontFile('NotoSans-Regular.ttf')), arabic: new PdfGlyphFont(pdf, fontFile('NotoNaskhArabic-Regular.ttf')) };
    const size = 30;
    const line = shapeLine('وَأَحَلَّ اللَّهُ الْبَيْعَ (2)', fonts, size, 'rtl');
    const ops = lineOperators(page, line, { x: 50, baseline: 400, size, color: rgb(0, 0, 0) });

    const expected = line.segments.flatMap((s) => s.glyphs.map((g) => ({ glyph: g.glyph, x: 50 + g.x, y: g.y })));
    const byCode = new Map(line.segments.flatMap((s) => s.glyphs.map((g) => [`${s.font.keyOn(page).toString()} ${s.font.code(g.glyph)}`, { glyph: g.glyph, font: s.font }] as const)));
    // Replays the operators as a PDF reader would: Tm puts the pen at the line's start, a TJ number
    // moves it left by thousandths of the size, a glyph advances it by the width the font declares.
    const drawn: { glyph: Glyph; x: number; y: number }[] = [];
    let fontKey = '';
    let pen = 0;
    let rise = 0;
    for (const op of ops.map((o) => o.toString())) {
      const [, key] = /^(\/\S+) [\d.]+ Tf$/.exec(op) ?? [];
      if (key) fontKey = key;
      const [, x] = /^1 0 0 1 (\S+) \S+ Tm$/.exec(op) ?? [];
      if (x) pen = Number(x);
      const [, r] = /^(\S+) Ts$/.exec(op) ?? [];
      if (r) rise = Number(r);
      if (!op.endsWith('TJ')) continue;
      for (const [, code, move] of op.matchAll(/<([0-9A-F]+)>|(-?[\d.]+)/gi)) {
        if (move !== undefined) {
          pen -= (Number(move) / 1000) * size;
          continue;
        }
        const { glyph, font } = byCode.get(`${fontKey} ${code!.toLowerCase()}`)!;
        drawn.push({ glyph, x: pen, y: rise });
        pen += (glyph.advanceWidth / font.font.unitsPerEm) * size;
      }
    }
    expect(drawn.map((d) => d.glyph.id)).toEqual(expected.map((e) => e.glyph.id));
    drawn.forEach((d, i) => {
      expect(d.x).toBeCloseTo(expected[i]!.x, 1);
      expect(d.y).toBeCloseTo(expected[i]!.y, 5);
    });
    expect(drawn.some((d) => d.y !== 0)).toBe(true);
  });
});
