/** The e-mailed links that carry a single-use token: confirming the e-mail and choosing a new password. */
export type AuthLinkPurpose = 'verify' | 'reset';

/**
 * The token rides in the URL fragment (/auth#verify=…), which browsers never send to the server, to
 * proxies or in a Referer header, so it cannot end up in an access log.
 */
export function authLink(publicUrl: string, purpose: AuthLinkPurpose, token: string): string {
  return `${publicUrl}/auth#${purpose}=${encodeURIComponent(token)}`;
}

/** Reads a link's token from the fragment, or from the query of links sent before the fragment was used. */
export function authLinkToken(location: { search: string; hash: string }, purpose: AuthLinkPurpose): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get(purpose);
  return fromHash || new URLSearchParams(location.search).get(purpose) || null;
}

/** The query without any link token, for the address bar once the token has been read. */
export function withoutAuthLinkTokens(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('verify');
  params.delete('reset');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
