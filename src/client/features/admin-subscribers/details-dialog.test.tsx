import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type SubscriberDetails } from '../../../shared/api';
import { SubscriberDetailsDialog } from './details-dialog';

const HASH = '3f9a2c71d0be44a8a1f0c9e2b7d65e10c4a9f3b28e7d1c6a5b4f3e2d1c0b9a88';
const emptyPage = { items: [], page: 1, page_size: 10, total: 0 };
const details: SubscriberDetails = {
  profile: {
    id: 'member-1', full_name: 'Amina Yusuf', email: 'amina@example.org', phone: null, phone_verified: false, dob: '1990-04-02', gender: 'female',
    marital_status: 'single', referral_code: 'AMINA1', referred_by: null, city: 'Dearborn', state: 'MI', country: 'US', postal_code: null, verified: true,
    subscription_status: 'none', device_hash: HASH, created_at: '2026-01-05T10:00:00Z', updated_at: '2026-01-06T10:00:00Z',
  },
  is_admin: false,
  subscription: null,
  referrals: emptyPage,
  applications: emptyPage,
  device_twins: emptyPage,
};

describe('a subscriber’s details', () => {
  it('sets deleting apart at the end, quiet and still confirmed, and shows a short device tag instead of the hash', async () => {
    fakeApi({ [`GET ${API.adminSubscriber('member-1')}`]: { body: details } });
    const { user } = renderApp(<SubscriberDetailsDialog id="member-1" adminId="admin-1" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const danger = await within(dialog).findByRole('region', { name: 'Danger zone' });
    const remove = within(danger).getByRole('button', { name: 'Delete subscriber' });

    // Last in the dialog, after every section of the record.
    const sections = within(dialog).getAllByRole('heading', { level: 3 });
    expect(sections.at(-1)?.textContent).toBe('Danger zone');
    // Outlined, not the solid red fill of the confirming button.
    expect(remove.className).not.toMatch(/\bbg-red-700\b/);
    expect(within(dialog).getAllByRole('button').filter((b) => /\bbg-red-700\b/.test(b.className))).toEqual([]);

    expect(dialog.textContent).not.toContain(HASH.slice(0, 12).toLowerCase());
    expect(within(dialog).getByTestId('device-tag').textContent).toBe('3F9A2C');

    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getAllByRole('button', { name: 'Delete subscriber' })).toHaveLength(1);
  });
});
