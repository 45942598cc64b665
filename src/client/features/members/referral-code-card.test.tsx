import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/support/render-app';
import { ReferralCode } from './referral-code-card';

describe('the referral code on the dashboard', () => {
  it('copies the link a friend can open, not only the code', async () => {
    const { user } = renderApp(<ReferralCode code="AMINA42" />, { path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?ref=AMINA42`);
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeTruthy();
  });
});
