import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi';

describe('visual runs of a line', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(visualRuns('Join 6+ Million Muslims', 'ltr')).toEqual([{ text: 'Join 6+ Million Muslims', direction: 'ltr' }]);
  });

  it('keeps a number inside Arabic text in reading order, with the runs ordered right to left', () => {
    expect(visualRuns('انضم إلى 6 ملايين', 'rtl')).toEqual([
      { text: ' ملايين', direction: 'rtl' },
      { text: '6', direction: 'ltr' },
      { text: 'انضم إلى ', direction: 'rtl' },
    ]);
  });

  it('keeps a sign with the number it touches, and a neutral between two directions takes the line\'s', () => {
    expect(visualRuns('99% للمحتاجين', 'rtl')).toEqual([
      { text: ' للمحتاجين', direction: 'rtl' },
      { text: '99%', direction: 'ltr' },
    ]);
    expect(visualRuns('$10 شهريًا', 'rtl')).toEqual([
      { text: ' شهريًا', direction: 'rtl' },
      { text: '$10', direction: 'ltr' },
    ]);
  });
});
