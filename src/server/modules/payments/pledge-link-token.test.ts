import { describe, expect, it } from 'vitest';
import { PLEDGE_LINK_LIFETIME_MS, checkPledgeLink, issuePledgeLink } from './pledge-link-token';

const secret = 'a'.repeat(64);
const userId = '0b6f3c1e-8d2a-4f55-9a47-2c1d9e8f7a10';

describe('pledge links', () => {
  it('names the member it was issued for while it is fresh', () => {
    const token = issuePledgeLink(secret, userId, 1_000);
    expect(checkPledgeLink(secret, token, 1_000 + PLEDGE_LINK_LIFETIME_MS)).toEqual({ ok: true, userId });
  });

  it('stops working once its lifetime has passed', () => {
    const token = issuePledgeLink(secret, userId, 1_000);
    expect(checkPledgeLink(secret, token, 1_001 + PLEDGE_LINK_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link whose member, date or signature was changed, or signed with another secret', () => {
    const token = issuePledgeLink(secret, userId, 1_000);
    const [, expiresAt, mac] = token.split('.');
    expect(checkPledgeLink(secret, `another-member.${expiresAt}.${mac}`, 2_000)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPledgeLink(secret, `${userId}.${Number(expiresAt) + 1}.${mac}`, 2_000)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPledgeLink('b'.repeat(64), token, 2_000)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPledgeLink(secret, 'not a token', 2_000)).toEqual({ ok: false, reason: 'forged' });
  });
});
