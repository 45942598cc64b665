/**
 * Intl formatters, each built once per language and options. Building one costs about as much as a
 * thousand uses (it loads the locale's data), and a page of figures formats hundreds of values while
 * it hydrates: on a slow phone, building one per value blocked the main thread for a tenth of a second.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, locale: string, options: object | undefined, build: () => F): F {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
