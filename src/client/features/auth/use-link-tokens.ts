import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authLinkToken, withoutAuthLinkTokens, type AuthLinkPurpose } from '../../../shared/auth-links';

type LinkTokens = Record<AuthLinkPurpose, string | null>;

const read = (location: { search: string; hash: string }): LinkTokens => ({
  verify: authLinkToken(location, 'verify'),
  reset: authLinkToken(location, 'reset'),
});

/**
 * The tokens of an e-mailed link (/auth#verify=…, /auth#reset=…, or the older ?verify=… form). Each
 * is kept here and taken out of the address bar (the history entry is replaced), so it stays out
 * of the history, bookmarks and anything copied from the address bar. A link opened in a tab that
 * already shows this page only changes the fragment, so every new address is read, not just the first.
 */
export function useLinkTokens() {
  const location = useLocation();
  const navigate = useNavigate();
  const [tokens, setTokens] = useState<LinkTokens>(() => read(location));

  useEffect(() => {
    const found = read(location);
    if (!found.verify && !found.reset) return;
    setTokens(found);
    navigate({ pathname: location.pathname, search: withoutAuthLinkTokens(location.search), hash: '' }, { replace: true, state: location.state });
  }, [location, navigate]);

  const clear = useCallback((purpose: AuthLinkPurpose) => setTokens((current) => ({ ...current, [purpose]: null })), []);
  return { ...tokens, clear };
}
