/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR), unless it is just a number. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d\s().-]*$/;

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  // Names and cities are typed by members: a leading quote keeps "=HYPERLINK(...)" as text in Excel.
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (RFC 4180), CRLF-terminated. */
export function csvLine(values: (string | number | boolean | null)[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
