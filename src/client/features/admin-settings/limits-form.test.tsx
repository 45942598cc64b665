import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { ADMIN_LIMITS_API, ADMIN_LIMITS_MESSAGES, type AdminLimits } from '../../../shared/admin-limits';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_API, type AidLimits } from '../../../shared/aid-limits';
import { AidLimitsSettings } from './aid-limits-form';
import { DailyLimitsSettings } from './daily-limits-form';

const none: AdminLimits = { application_approvals: null, distribution_cents: null, payouts_sent: null, payout_cents_sent: null };

describe('the settings forms of optional limits', () => {
  it('shows amounts in dollars, sends cents and counts, and leaves empty as no limit', async () => {
    const saved: AdminLimits = { application_approvals: 5, distribution_cents: 250_050, payouts_sent: null, payout_cents_sent: null };
    const api = fakeApi({
      [`GET ${ADMIN_LIMITS_API}`]: { body: { ...none, payout_cents_sent: 1_000 } },
      [`PUT ${ADMIN_LIMITS_API}`]: { body: saved },
    });
    const { user } = renderApp(<DailyLimitsSettings />, { path: '/admin/settings' });

    const sent = await screen.findByRole('textbox', { name: /Money one admin may mark as sent in payouts/ });
    expect((sent as HTMLInputElement).value).toBe('10.00');
    const save = screen.getByRole('button', { name: 'Save daily limits' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Applications one admin may approve/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Money one admin may approve in distributions/ }), '2500.50');
    await user.clear(sent);
    await user.click(save);

    await waitFor(() => expect(api.sentTo('PUT', ADMIN_LIMITS_API)).toHaveLength(1));
    expect(api.sentTo('PUT', ADMIN_LIMITS_API)[0]?.body).toEqual(saved);
    expect(await screen.findByText('Daily limits updated')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Money one admin may approve in distributions/ }) as HTMLInputElement).value).toBe('2500.50'));
  });

  it('refuses a count that is not whole before asking the server, and names the field', async () => {
    const api = fakeApi({ [`GET ${ADMIN_LIMITS_API}`]: { body: none } });
    const { user } = renderApp(<DailyLimitsSettings />, { path: '/admin/settings' });
    await user.type(await screen.findByRole('textbox', { name: /Payouts one admin may mark as sent/ }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save daily limits' }));
    expect(await screen.findByText(ADMIN_LIMITS_MESSAGES.count)).toBeTruthy();
    expect(api.sentTo('PUT', ADMIN_LIMITS_API)).toEqual([]);
  });

  it("shows the server's field message when it refuses a limit", async () => {
    const limits: AidLimits = { min_membership_days: null, payout_gap_months: null, yearly_cap_cents: null };
    const refusal = 'The membership period must be a whole number of days from 1 to 3,650, or empty for none';
    fakeApi({
      [`GET ${AID_LIMITS_API}`]: { body: limits },
      [`PUT ${ADMIN_AID_LIMITS_API}`]: apiError(400, 'validation_error', refusal, { min_membership_days: refusal }),
    });
    const { user } = renderApp(<AidLimitsSettings />, { path: '/admin/settings' });
    await user.type(await screen.findByRole('textbox', { name: /Days of membership before applying/ }), '99999');
    await user.click(screen.getByRole('button', { name: 'Save fair limits' }));
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(screen.getByText('Error updating the fair limits')).toBeTruthy();
  });
});
