/**
 * What an audit snapshot may keep once the member it is about has been erased: ids, dates, amounts,
 * counts, flags and statuses. Every other text (names, e-mails, phone, date of birth, gender, marital
 * status, city, state, device hash, reasons, review text, addresses) is dropped.
 */
const KEPT_TEXT = /(^id$|_id$|_by$|_at$|_date$|^month_year$|^status$|^subscription_status$)/;

export function anonymise(value: unknown): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(anonymise);
  if (typeof value !== 'object') return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (KEPT_TEXT.test(key)) kept[key] = field;
    } else {
      const reduced = anonymise(field);
      if (reduced !== undefined) kept[key] = reduced;
    }
  }
  return kept;
}
