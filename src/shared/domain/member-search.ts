/**
 * How admins find a member: every word typed must begin one of the member's search terms. Prefixes
 * (not substrings) let the database answer from an index over a million members.
 *
 * Each term is stored with the member's previous term in code-point order (the byte order both
 * databases compare in). The terms of one member that start with a prefix P are neighbours in that
 * order, so exactly one of them has a previous term sorting before P: counting the rows with
 * "term starts with P and previous < P" counts each member once, without a costly DISTINCT.
 */

export const MAX_SEARCH_WORDS = 5;
const MAX_WORD_LENGTH = 100;

/** Lower case without accents, so 'Zoë' is found by typing 'zoe' and 'ZOE'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * Each word of the name, and its tail from every inner part on, so 'Zeph-Al'Amin' is found by 'zeph',
 * 'al', "al'amin" and 'amin'; the whole e-mail address; the referral code.
 */
export function searchTermsOf(member: { full_name: string; email: string; referral_code: string }): string[] {
  const terms = new Set<string>();
  for (const word of foldForSearch(member.full_name).split(/\s+/)) {
    for (const part of word.matchAll(/[\p{L}\p{N}]+/gu)) {
      const tail = part.index === 0 ? word : word.slice(part.index);
      terms.add(tail.slice(0, MAX_WORD_LENGTH));
    }
    // A word of punctuation only is still searchable as itself.
    if (word && !/[\p{L}\p{N}]/u.test(word)) terms.add(word.slice(0, MAX_WORD_LENGTH));
  }
  terms.add(foldForSearch(member.email));
  terms.add(foldForSearch(member.referral_code));
  return [...terms];
}

/** The words of a search box, folded like the terms; longest first, as the longest usually narrows most. */
export function searchWordsOf(query: string): string[] {
  const words = new Set(foldForSearch(query).split(/\s+/).filter(Boolean).map((w) => w.slice(0, MAX_WORD_LENGTH)));
  return [...words].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}

/** Code-point order, which is also the byte order of UTF-8 (SQLite BINARY, PostgreSQL "C"). */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** The member's terms in order, each with the one before it ('' for the first). */
export function withPreviousTerms(terms: string[]): { term: string; prev_term: string }[] {
  const sorted = [...new Set(terms)].sort(compareCodePoints);
  return sorted.map((term, i) => ({ term, prev_term: i === 0 ? '' : sorted[i - 1]! }));
}

/** The smallest string after every string that starts with the prefix: the end of its index range. */
export function prefixEnd(prefix: string): string {
  const points = Array.from(prefix);
  const last = points.pop()!.codePointAt(0)!;
  // U+10FFFF has no successor; a prefix ending in it (never typed in practice) just loses exact ties.
  return points.join('') + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}
