import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_API, type ApplicationDocument } from '../../../shared/schemas/application-documents';
import { ApplicationDocuments } from './application-documents';

const ID = '6f1c2a4e-0a4b-4c1e-9d0e-3b8f2f6a1c55';
const LEASE: ApplicationDocument = { id: 'b2c3d4e5-0000-4000-8000-000000000001', label: 'Lease', media_type: 'application/pdf', size_bytes: 240_000, created_at: '2026-11-28T10:00:00.000Z' };

describe("the documents of a member's open application", () => {
  it('sends the chosen photo as the body with its label, then lists it with a link to open it', async () => {
    const items: ApplicationDocument[] = [LEASE];
    const api = fakeApi({
      [`GET ${DOCUMENTS_API.mine(ID)}`]: () => ({ body: { items } }),
      [`POST ${DOCUMENTS_API.mine(ID)}`]: (request) => {
        items.push({ id: 'b2c3d4e5-0000-4000-8000-000000000002', label: request.query.get('label') ?? '', media_type: 'image/jpeg', size_bytes: 1200, created_at: '2026-11-28T10:05:00.000Z' });
        return { status: 201, body: { success: true, message: 'Document added', document: items.at(-1) } };
      },
    });
    const user = userEvent.setup();
    renderApp(<ApplicationDocuments applicationId={ID} canAdd />, { path: '/beneficiary-application' });

    expect((await screen.findByRole('link', { name: 'Lease' })).getAttribute('href')).toBe(DOCUMENTS_API.myFile(ID, LEASE.id));
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText('Give the document a short label (up to 80 characters)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'What is this document?' }), 'Gas bill');
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText('Choose a photo or a PDF to add')).toBeTruthy();
    expect(api.sentTo('POST', DOCUMENTS_API.mine(ID))).toHaveLength(0);

    await user.upload(screen.getByTestId('document-camera'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0002.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    await waitFor(() => expect(api.sentTo('POST', DOCUMENTS_API.mine(ID))).toHaveLength(1));
    expect(api.sentTo('POST', DOCUMENTS_API.mine(ID))[0]?.query.get('label')).toBe('Gas bill');
    expect(await screen.findByRole('link', { name: 'Gas bill' })).toBeTruthy();
  });

  it('says a file is too large before sending it', async () => {
    const api = fakeApi({ [`GET ${DOCUMENTS_API.mine(ID)}`]: { body: { items: [] } } });
    const user = userEvent.setup();
    renderApp(<ApplicationDocuments applicationId={ID} canAdd />, { path: '/beneficiary-application' });
    await user.type(await screen.findByRole('textbox', { name: 'What is this document?' }), 'Scan');
    await user.upload(screen.getByTestId('document-file'), new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Each document must be 8 MB or smaller.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add document' }));
    expect(api.sentTo('POST', DOCUMENTS_API.mine(ID))).toHaveLength(0);
  });

  it('offers no upload once the application is decided, and still lists what was sent', async () => {
    fakeApi({ [`GET ${DOCUMENTS_API.mine(ID)}`]: { body: { items: [LEASE] } } });
    renderApp(<ApplicationDocuments applicationId={ID} canAdd={false} />, { path: '/beneficiary-application' });
    expect(await screen.findByRole('link', { name: 'Lease' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a document' })).toBeNull();
  });
});
