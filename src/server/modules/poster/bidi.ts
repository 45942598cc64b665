/**
 * Just enough of the Unicode bidirectional algorithm for the poster's short lines: fontkit shapes an
 * Arabic run and puts it in visual order, but it lays out a whole string as one run, so a number or
 * a Latin word inside Arabic text would come out reversed. A line is cut into runs of one direction
 * (neutral characters take the direction around them, or the line's at a boundary; a sign such as
 * % or $ goes with the number it touches) and the runs are ordered for drawing from left to right.
 */
export type Direction = 'ltr' | 'rtl';

export interface Run {
  text: string;
  direction: Direction;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG_CHAR = /[\p{L}\p{N}]/u;

/** Signs that belong to a number beside them ("99%", "$10", "6+"), as the algorithm's terminators do. */
const NUMBER_SIGN = /[%$+#\u00A2-\u00A5\u066A]/;
const DIGIT = /\p{Nd}/u;

function classOf(chars: string[], i: number): Direction | null {
  const char = chars[i]!;
  if (RTL_CHAR.test(char) && !DIGIT.test(char)) return 'rtl';
  if (STRONG_CHAR.test(char)) return 'ltr';
  if (NUMBER_SIGN.test(char) && (DIGIT.test(chars[i - 1] ?? '') || DIGIT.test(chars[i + 1] ?? ''))) return 'ltr';
  return null;
}

/** The runs of a line in the order they are drawn, left to right. */
export function visualRuns(text: string, base: Direction): Run[] {
  const chars = Array.from(text);
  const classes = chars.map((_, i) => classOf(chars, i));
  const resolved = classes.map((own, i) => {
    if (own) return own;
    const before = classes.slice(0, i).findLast((c) => c !== null) ?? base;
    const after = classes.slice(i + 1).find((c) => c !== null) ?? base;
    return before === after ? before : base;
  });
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const direction = resolved[i]!;
    const last = runs.at(-1);
    if (last && last.direction === direction) last.text += char;
    else runs.push({ text: char, direction });
  });
  return base === 'rtl' ? runs.reverse() : runs;
}
