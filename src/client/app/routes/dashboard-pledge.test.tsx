import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { siteRoute } from '../../../../test/support/site-info';
import { API, type SessionUser } from '../../../shared/api';
import { eligibilityOf } from '../../../shared/domain/eligibility';
import { PAYMENTS_API, type PledgeOverview } from '../../../shared/payments-api';
import { PLEDGE_MANAGE_API, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { QUEUE_API } from '../../../shared/queue-api';
import PledgeScreen from './dashboard-pledge';

const member: SessionUser = { id: 'u1', email: 'amina@example.com', full_name: 'Amina Yusuf', verified: true, is_admin: false, two_step_enabled: false, locale: null };
const waiting: PledgeOverview = {
  configured: true, phase: 2, country: 'US', currency: 'USD', processing: [],
  pledge: { status: 'pending', monthly_amount_cents: 1000, next_billing_date: null },
  payment: null,
  latest_setup: { status: 'open', created_at: '2026-03-10T15:00:00.000Z' },
};
const confirmed: PledgeOverview = {
  ...waiting,
  pledge: { status: 'active', monthly_amount_cents: 1000, next_billing_date: '2026-03-10' },
  payment: { method_type: 'us_bank_account', cover_fee: false, charge_amount_cents: 1000, currency: 'USD', label: 'STRIPE TEST BANK', last4: '6789' },
  latest_setup: { status: 'complete', created_at: '2026-03-10T15:00:00.000Z' },
};
const pending: PledgeManageState = {
  status: 'pending', monthly_amount_cents: 1000, currency: 'USD', next_billing_date: null, paused_from: null, paused_until: null, next_pause_on: null,
  can_pause: false, can_resume: false, can_cancel: false, can_change_amount: false, zakat_percent: 0, eligibility: eligibilityOf({ phase: 2, status: 'pending', contributedMonths: 0 }),
};
const active: PledgeManageState = { ...pending, status: 'active', next_billing_date: '2026-03-10', can_pause: true, can_cancel: true, can_change_amount: true, eligibility: eligibilityOf({ phase: 2, status: 'active', contributedMonths: 0 }) };

/** The server's answers before and after the provider's webhook lands: the overview is polled until it does. */
function provider() {
  let landed = false;
  let overviews = 0;
  fakeApi({
    ...siteRoute(),
    [`GET ${API.session}`]: { body: { user: member } },
    [`GET ${QUEUE_API.myNotes}`]: { body: { can_write: false, reason: null, items: [], page: 1, page_size: 5, total: 0 } },
    [`GET ${PAYMENTS_API.myPledge}`]: () => {
      overviews += 1;
      // The webhook lands between the first answer and the next poll.
      if (overviews > 1) landed = true;
      return { body: landed ? confirmed : waiting };
    },
    [`GET ${PLEDGE_MANAGE_API.state}`]: () => ({ body: landed ? active : pending }),
    [`GET ${API.me}`]: { body: {} },
  });
}

describe('My pledge, back from the payment page', () => {
  it('shows Pause and Cancel and the bank with its last digits as soon as the provider confirms, without a reload', async () => {
    provider();
    renderApp(<PledgeScreen />, { path: '/dashboard/pledge?session=cs_test' });
    expect(await screen.findByText('Waiting for the payment provider')).toBeTruthy();
    expect(await screen.findByText('Your pledge is active', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pause for hardship' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel my pledge' })).toBeTruthy();
    expect(screen.getByTestId('pledge-method-details').textContent).toBe('STRIPE TEST BANK, ending in 6789');
  });
});

describe('My pledge while a bank debit settles', () => {
  it('shows the debit with the day it should settle by beside the next charge', async () => {
    fakeApi({
      ...siteRoute(),
      [`GET ${API.session}`]: { body: { user: member } },
      [`GET ${QUEUE_API.myNotes}`]: { body: { can_write: false, reason: null, items: [], page: 1, page_size: 5, total: 0 } },
      [`GET ${PAYMENTS_API.myPledge}`]: { body: { ...confirmed, pledge: { ...confirmed.pledge!, next_billing_date: '2026-04-10' }, processing: [{ month: '2026-03', amount_cents: 1000, currency: 'USD', method_type: 'us_bank_account', billing_date: '2026-03-10', expected_by: '2026-03-17' }] } },
      [`GET ${PLEDGE_MANAGE_API.state}`]: { body: active },
    });
    renderApp(<PledgeScreen />);
    const processing = await screen.findByTestId('processing-charges');
    expect(processing.textContent).toContain('$10.00 for March 2026 by Bank debit (ACH): processing, expected to settle by Mar 17, 2026.');
    expect(screen.getByTestId('pledge-next-charge').textContent).toBe('Apr 10, 2026');
  });
});
