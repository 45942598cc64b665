import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, compareCodePoints, foldForSearch, prefixEnd, searchTermsOf, searchWordsOf, withPreviousTerms } from './member-search';

describe('member search terms', () => {
  it('lists each name word, the e-mail and the referral code, folded to lower case', () => {
    expect(searchTermsOf({ full_name: 'Amina  Rahman', email: 'amina.r@example.org', referral_code: 'K7QX2MPA' }).sort()).toEqual(
      ['amina', 'amina.r@example.org', 'k7qx2mpa', 'rahman'],
    );
  });

  it('adds the tail from each inner part of hyphenated and apostrophe names', () => {
    const terms = searchTermsOf({ full_name: "Omar Zeph-Al'Amin O'Brien", email: 'o@example.org', referral_code: 'AAAA2222' });
    expect(terms.sort()).toEqual(["al'amin", 'aaaa2222', 'amin', 'brien', 'o@example.org', "o'brien", 'omar', "zeph-al'amin"].sort());
  });

  it('removes accents so a plain keyboard finds the name', () => {
    expect(foldForSearch('Zoë Çelik')).toBe('zoe celik');
    expect(searchTermsOf({ full_name: 'Zoë', email: 'z@example.org', referral_code: 'AAAA2222' })).toContain('zoe');
  });
});

describe('search words', () => {
  it('folds, de-duplicates and puts the longest word first', () => {
    expect(searchWordsOf('  Ali  RAHMAN ali ')).toEqual(['rahman', 'ali']);
  });

  it('is empty for a blank box', () => {
    expect(searchWordsOf('   ')).toEqual([]);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWordsOf('a bb ccc dddd eeeee ffffff')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('counting each member once', () => {
  it('links each term to the one before it in code-point order', () => {
    expect(withPreviousTerms(['mustafa', 'muhammad', 'ali', 'muhammad'])).toEqual([
      { term: 'ali', prev_term: '' },
      { term: 'muhammad', prev_term: 'ali' },
      { term: 'mustafa', prev_term: 'muhammad' },
    ]);
  });

  it('leaves exactly one term per member with the prefix and a previous term before it', () => {
    const rows = withPreviousTerms(['muhammad', 'mustafa', 'muhammad.m1@example.org', 'kq7x2mpa']);
    for (const prefix of ['m', 'mu', 'muh', 'mus', 'muhammad']) {
      const first = rows.filter((r) => r.term.startsWith(prefix) && compareCodePoints(r.prev_term, prefix) < 0);
      expect(first, prefix).toHaveLength(1);
    }
  });

  it('orders by code point, as UTF-8 bytes compare, not by UTF-16 units', () => {
    // U+1F600 is one code point above U+FFFD, though its first UTF-16 unit (0xD83D) is below it.
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
  });

  it('ends a prefix range just after the last code point', () => {
    expect(prefixEnd('mu')).toBe('mv');
    expect(prefixEnd("o'")).toBe('o(');
    for (const term of ['mu', 'muhammad', 'mu\u{10FFF}']) expect(compareCodePoints(term, prefixEnd('mu')), term).toBeLessThan(0);
    expect(compareCodePoints('mv', prefixEnd('mu'))).toBe(0);
  });
});
