import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type AdminApplication, type AdminApplicationsPage } from '../../../shared/api';
import { ApplicationsTab } from './applications-tab';

const application = (changes: Partial<AdminApplication>): AdminApplication => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001', user_id: 'u1', applicant_name: 'Maryam Noor', applicant_email: 'maryam@example.org',
  reason: 'Our rent went up this month and my hours at work were cut, so we are short for the first time.',
  status: 'under_review', reviewed_by_email: null, reviewed_at: null, amount_received_cents: null, move_down: false,
  created_at: '2026-03-02T14:00:00.000Z', amount_needed_cents: 45_050, category: 'utilities', payout_method: 'outside',
  joined_at: '2025-01-10T10:00:00.000Z', pledge_status: 'active', contributed_months: 3, eligibility: 'keeping', eligible: true,
  ...changes,
});

function renderTab(item: AdminApplication, latestShare: AdminApplicationsPage['latest_share']) {
  const page: AdminApplicationsPage = { items: [item], page: 1, page_size: 20, total: 1, latest_share: latestShare };
  fakeApi({ [`GET ${API.adminApplications}`]: { body: page } });
  renderApp(<ApplicationsTab />, { path: '/admin/transparency' });
}

async function approveDialog(name: string) {
  const user = userEvent.setup();
  const [button] = await screen.findAllByRole('button', { name: `Approve application of ${name}` });
  await user.click(button!);
  return screen.findByRole('alertdialog', { name: `Approve the application of ${name}?` });
}

describe('approving an application', () => {
  it('names the amount asked and what it is for, beside the share approving commits to', async () => {
    renderTab(application({}), { month_year: '2026-02', amount_cents: 33_000 });
    const dialog = await approveDialog('Maryam Noor');
    expect(dialog.textContent).toContain('Maryam Noor asks for $450.50 (Utilities).');
    expect(dialog.textContent).toContain('at the latest share (February 2026), they would receive $330.00');
    expect(dialog.textContent).not.toContain('No amount is asked');
  });

  it('says no amount is asked for an application made before the form asked', async () => {
    renderTab(application({ applicant_name: 'Idris Hassan', amount_needed_cents: null, category: null, payout_method: null }), null);
    const dialog = await approveDialog('Idris Hassan');
    expect(within(dialog).getByText(/No amount is asked/)).toBeTruthy();
  });
});
