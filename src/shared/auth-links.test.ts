import { describe, expect, it } from 'vitest';
import { authLink, authLinkToken, withoutAuthLinkTokens } from './auth-links';

describe('e-mailed auth links', () => {
  it('carry the token in the fragment, which never reaches a server', () => {
    const link = new URL(authLink('https://community.example', 'reset', 'a+b/c'));
    expect(link.pathname).toBe('/auth');
    expect(link.search).toBe('');
    expect(authLinkToken(link, 'reset')).toBe('a+b/c');
    expect(authLinkToken(link, 'verify')).toBeNull();
  });

  it('still read links sent in the older query form', () => {
    expect(authLinkToken(new URL('https://community.example/auth?verify=old-token'), 'verify')).toBe('old-token');
  });

  it('leave the rest of the query once the token is taken out', () => {
    expect(withoutAuthLinkTokens('?verify=x&email=a%40b.org')).toBe('?email=a%40b.org');
    expect(withoutAuthLinkTokens('?reset=x')).toBe('');
  });
});
