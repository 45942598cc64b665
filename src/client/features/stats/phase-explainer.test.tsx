import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API } from '../../../shared/api';
import { PhaseExplainer } from './phase-explainer';

const phaseOne = { [`GET ${API.stats}`]: { body: { total_subscribers: 40, verified_subscribers: 12, goal: 1_000_000, phase: 1 } } };

describe('the phase explainer in Phase 1', () => {
  it('never asks a verified member to verify their e-mail', async () => {
    const server = fakeApi(phaseOne);
    renderApp(<PhaseExplainer verified />);
    await waitFor(() => expect(server.sentTo('GET', API.stats).length).toBeGreaterThan(0));

    expect(screen.getByText('The best thing you can do now: invite people you trust.')).toBeTruthy();
    expect(screen.queryByText(/verify your e-mail/)).toBeNull();
  });

  it('still asks a member who has not verified it yet', async () => {
    const server = fakeApi(phaseOne);
    renderApp(<PhaseExplainer verified={false} />);
    await waitFor(() => expect(server.sentTo('GET', API.stats).length).toBeGreaterThan(0));

    expect(screen.getByText('The best thing you can do now: verify your e-mail and invite people you trust.')).toBeTruthy();
  });
});

const PHASE_TWO = { total_subscribers: 1_000_002, verified_subscribers: 1_000_001, goal: 1_000_000, phase: 2 };
const products = (total: number) => ({ items: [], page: 1, page_size: 12, total });

describe('the phase explainer on the dashboard', () => {
  it('points to the store only when it has products to show', async () => {
    fakeApi({ [`GET ${API.stats}`]: { body: PHASE_TWO }, [`GET ${API.storeProducts}`]: { body: products(0) } });
    renderApp(<PhaseExplainer verified />, { path: '/dashboard' });
    expect(await screen.findByText(/apply for assistance from your beneficiary area/)).toBeTruthy();
    expect(screen.queryByText(/community store is open/)).toBeNull();
  });

  it('says the store is open when it has products', async () => {
    fakeApi({ [`GET ${API.stats}`]: { body: PHASE_TWO }, [`GET ${API.storeProducts}`]: { body: products(3) } });
    renderApp(<PhaseExplainer verified />, { path: '/dashboard' });
    expect(await screen.findByText(/community store is open too/)).toBeTruthy();
  });
});
