import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type AdminDistribution, type DistributionPreview, type PreviewRecipient } from '../../../shared/api';
import { DISTRIBUTION_MESSAGES } from '../../../shared/schemas/distributions';
import { ReviewDistributionDialog } from './review-distribution-dialog';

const ID = 'd-2026-02';
const PREVIEW = API.adminDistributionPreview(ID);
const APPROVAL = API.adminDistributionApproval(ID);

const prepared: AdminDistribution = {
  id: ID, month_year: '2026-02', status: 'prepared', created_at: '2026-03-02T14:00:00.000Z',
  collected_cents: 1_052_000, fees_cents: 31_560, refunds_cents: 20_440, total_pool_cents: 1_000_000, total_retained_cents: 10_000, total_distributed_cents: 990_000,
  beneficiaries_count: 3, prepared_by_name: 'Khadija Rahman', prepared_at: '2026-03-02T14:00:00.000Z', approved_by_name: null, approved_at: null,
  zakat_collected_cents: 0, zakat_distributed_cents: 0, operations_shortfall_cents: 0,
};
const recipients: PreviewRecipient[] = [
  { queue_position: 1, amount_cents: 330_000, applicant_name: 'Yusuf Ali', application_id: 'a1', pledge_status: 'active', zakat_cents: 0 },
  { queue_position: 2, amount_cents: 330_000, applicant_name: 'Maryam Noor', application_id: 'a2', pledge_status: 'active', zakat_cents: 0 },
  { queue_position: 3, amount_cents: 330_000, applicant_name: 'Idris Hassan', application_id: 'a3', pledge_status: 'active', zakat_cents: 0 },
];
const preview = (changes: Partial<DistributionPreview> = {}): { body: DistributionPreview } => ({
  body: { items: recipients, page: 1, page_size: 20, total: recipients.length, distribution: prepared, approval_refusal: null, passed_over: 0, ...changes },
});

function renderDialog() {
  const onOpenChange = vi.fn();
  return { ...renderApp(<ReviewDistributionDialog distributionId={ID} onOpenChange={onOpenChange} />, { path: '/admin/transparency' }), onOpenChange };
}

const figure = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the distribution review dialog', () => {
  it("shows the month's figures from the ledger, who prepared it and whom it pays", async () => {
    fakeApi({ [`GET ${PREVIEW}`]: preview() });
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Distribution of February 2026' });
    expect(within(dialog).getByText('Prepared by Khadija Rahman. Nothing is paid until a second admin approves.')).toBeTruthy();
    expect(figure(dialog, 'Collected')).toBe('$10,520.00');
    expect(figure(dialog, 'Provider fees')).toBe('$315.60');
    expect(figure(dialog, 'Refunds')).toBe('$204.40');
    expect(figure(dialog, 'Pool held')).toBe('$10,000.00');
    expect(figure(dialog, 'Operations (1%)')).toBe('$100.00');
    expect(figure(dialog, 'Redistributed (99%)')).toBe('$9,900.00');
    const table = within(dialog).getByRole('table', { name: 'The 3 beneficiaries paid' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['1', 'Yusuf Ali', '$3,300.00'], ['2', 'Maryam Noor', '$3,300.00'], ['3', 'Idris Hassan', '$3,300.00']]);
    expect(within(dialog).getByRole('button', { name: 'Approve distribution' })).toBeTruthy();
  });

  it('flags a paid member whose pledge is not active, and says how many waiting ahead are passed over', async () => {
    const paused = recipients.map((r) => (r.application_id === 'a3' ? { ...r, pledge_status: 'paused' as const } : r));
    fakeApi({ [`GET ${PREVIEW}`]: preview({ items: paused, passed_over: 2 }) });
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Distribution of February 2026' });
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(rows).toEqual(['Yusuf Ali', 'Maryam Noor', 'Idris HassanPaused']);
    expect(within(dialog).getByText('2 waiting applications ahead of them are passed over: their members do not qualify under the pledge rule. They keep their place.')).toBeTruthy();
  });

  it('approves on the second admin’s click and closes', async () => {
    const server = fakeApi({
      [`GET ${PREVIEW}`]: preview(),
      [`POST ${APPROVAL}`]: { body: { success: true, message: DISTRIBUTION_MESSAGES.approved, distribution: { ...prepared, status: 'approved', approved_by_name: 'Omar Farouk' } } },
    });
    const { user, onOpenChange } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Approve distribution' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sentTo('POST', APPROVAL)).toHaveLength(1);
    expect(await screen.findByText(DISTRIBUTION_MESSAGES.approved)).toBeTruthy();
  });

  it('tells the admin who prepared it why they cannot approve it, and offers no button', async () => {
    fakeApi({ [`GET ${PREVIEW}`]: preview({ approval_refusal: DISTRIBUTION_MESSAGES.selfPrepared }) });
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Distribution of February 2026' });
    expect(within(dialog).getByText('You cannot approve this distribution')).toBeTruthy();
    expect(within(dialog).getByText(DISTRIBUTION_MESSAGES.selfPrepared)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve distribution' })).toBeNull();
  });

  it("shows the server's refusal when the approval is refused at the click, in place of the button's warning", async () => {
    let refused = false;
    const server = fakeApi({
      // Once refused, the preview read again carries the same reason.
      [`GET ${PREVIEW}`]: () => preview({ approval_refusal: refused ? DISTRIBUTION_MESSAGES.sameDevice : null }),
      [`POST ${APPROVAL}`]: () => {
        refused = true;
        return apiError(403, 'forbidden', DISTRIBUTION_MESSAGES.sameDevice);
      },
    });
    const { user, onOpenChange } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Approve distribution' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Approval refused${DISTRIBUTION_MESSAGES.sameDevice}`);
    await waitFor(() => expect(server.sentTo('GET', PREVIEW)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Approve distribution' })).toBeNull();
    expect(screen.queryByText('You cannot approve this distribution')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says who prepared and who approved an approved distribution, with nothing left to approve', async () => {
    fakeApi({
      [`GET ${PREVIEW}`]: preview({
        distribution: { ...prepared, status: 'approved', approved_by_name: 'Omar Farouk', approved_at: '2026-03-03T09:00:00.000Z' },
        approval_refusal: DISTRIBUTION_MESSAGES.alreadyApproved,
      }),
    });
    renderDialog();

    expect(await screen.findByText('Prepared by Khadija Rahman and approved by Omar Farouk.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve distribution' })).toBeNull();
    expect(screen.queryByText('You cannot approve this distribution')).toBeNull();
  });

  it('asks for the next page of beneficiaries', async () => {
    const server = fakeApi({
      [`GET ${PREVIEW}`]: ({ query }) => preview({ page: Number(query.get('page')), total: 45, items: query.get('page') === '2' ? [{ ...recipients[0]!, queue_position: 21, applicant_name: 'Zainab Idris' }] : recipients }),
    });
    const { user } = renderDialog();
    await screen.findByRole('cell', { name: 'Yusuf Ali' });

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('cell', { name: 'Zainab Idris' })).toBeTruthy();
    expect(server.sentTo('GET', PREVIEW).map((r) => [r.query.get('page'), r.query.get('page_size')])).toEqual([['1', '20'], ['2', '20']]);
  });
});
