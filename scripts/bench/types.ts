/** One line of `npm run bench`: what was measured, its value, and the anchor or limit it is read against. */
export type BenchRow = { measure: string; value: string; anchor: string; ok?: boolean };
