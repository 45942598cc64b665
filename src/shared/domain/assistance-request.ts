/** What an applicant asks for: how much, for what, and how they can receive it. */

export const AID_CATEGORIES = ['rent', 'medical', 'utilities', 'food', 'debt', 'other'] as const;
export type AidCategory = (typeof AID_CATEGORIES)[number];

export const AID_CATEGORY_LABELS: Record<AidCategory, string> = {
  rent: /*i18n*/ 'Rent',
  medical: /*i18n*/ 'Medical',
  utilities: /*i18n*/ 'Utilities',
  food: /*i18n*/ 'Food',
  debt: /*i18n*/ 'Debt',
  other: /*i18n*/ 'Other',
};

/** The most one application may ask for; see docs/decisions on the amount asked. */
export const AMOUNT_NEEDED_MAX_CENTS = 1_000_000;
