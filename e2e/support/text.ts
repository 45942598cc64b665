/** The number shown in a piece of text: "$1,234.50" → 1234.5, "12 verified" → 12. */
export const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));
