/**
 * Query parameters a request's log line keeps, and only with a plain number for a value: paging says
 * nothing about anyone. Every other parameter may carry a secret (a signed pledge link's token, a
 * sign-in link) or personal data (the text of a member search), so it is never written.
 */
const KEPT_PARAMETERS = new Set(['page', 'page_size']);
const PLAIN_NUMBER = /^\d{1,6}$/;

/** The URL as a log may show it: the path, the kept parameters, and one mark where anything else was. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const kept: string[] = [];
  let dropped = false;
  for (const pair of url.slice(query + 1).split('&')) {
    if (pair === '') continue;
    const [name = '', value = ''] = pair.split('=', 2);
    if (KEPT_PARAMETERS.has(name) && PLAIN_NUMBER.test(value)) kept.push(`${name}=${value}`);
    else dropped = true;
  }
  return `${url.slice(0, query)}?${[...kept, ...(dropped ? ['[redacted]'] : [])].join('&')}`;
}
