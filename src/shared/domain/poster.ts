/**
 * What the poster says, shared by the page (PosterSheet) and the PDF the server draws, so the two
 * never drift apart. English text is the message id; both sides translate it for the page's language.
 */
export const POSTER_TEXT = {
  brand: 'Riba-Free Community',
  /** Quran 5:2 as written; never translated. */
  motto: 'وَتَعَاوَنُوا عَلَى الْبِرِّ وَالتَّقْوَىٰ',
  mottoMeaning: /*i18n*/ '“Help one another in goodness and mindfulness of God.”',
  mottoReference: /*i18n*/ "Quran, Al-Ma'idah 5:2",
  headline: /*i18n*/ 'Join 6+ Million Muslims Building a Riba-Free Community',
  scanToJoin: /*i18n*/ 'SCAN TO JOIN',
  verse: /*i18n*/ '“Allah has permitted trade and has forbidden riba.”',
  verseReference: /*i18n*/ 'Quran, Al-Baqarah 2:275',
  tagline: /*i18n*/ 'A nonprofit, interest-free mutual-aid community for Muslims in the US and Canada',
} as const;

export const POSTER_POINTS = [
  { title: /*i18n*/ 'Free to join today', text: /*i18n*/ 'Nothing is collected until one million members are verified.' },
  { title: /*i18n*/ '$10 a month, together', text: /*i18n*/ 'From then on, each member pledges $10 a month for a year.' },
  { title: /*i18n*/ '99% to members in need', text: /*i18n*/ "At most 1% covers running costs, and every month's figures are published." },
] as const;

export const POSTER_BADGES = [/*i18n*/ 'Shariah Compliant', /*i18n*/ '100% Transparent', /*i18n*/ 'Community Driven'] as const;

/** Paper sizes the poster is printed and downloaded on, in PostScript points (1/72 inch). */
export const POSTER_SIZES = {
  a4: { label: 'A4', width: 595.28, height: 841.89 },
  letter: { label: 'US Letter', width: 612, height: 792 },
} as const;
export type PosterSize = keyof typeof POSTER_SIZES;
