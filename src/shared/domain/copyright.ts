/** The year the community's site was first published: the copyright line starts there. */
export const FIRST_YEAR = 2025;

/** "2025" in 2025, "2025–2026" from 2026 on: computed from the clock, never written into a page by hand. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  return year <= FIRST_YEAR ? String(FIRST_YEAR) : `${FIRST_YEAR}–${year}`;
}

/** The footer's line; shared because the server fills it into prerendered pages in the reader's language. */
export const COPYRIGHT_MESSAGE = /*i18n*/ '© {years} Riba-Free Community. A nonprofit initiative serving the North American Muslim community.';
