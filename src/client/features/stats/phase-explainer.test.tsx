import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { PhaseExplainer } from './phase-explainer';

const PHASE_TWO = { total_subscribers: 1_000_002, verified_subscribers: 1_000_001, goal: 1_000_000, phase: 2 };
const products = (total: number) => ({ items: [], page: 1, page_size: 12, total });

describe('the phase explainer on the dashboard', () => {
  it('points to the store only when it has products to show', async () => {
    fakeApi({ [`GET ${API.stats}`]: { body: PHASE_TWO }, [`GET ${API.storeProducts}`]: { body: products(0) } });
    renderApp(<PhaseExplainer />, { path: '/dashboard' });
    expect(await screen.findByText(/apply for assistance from your beneficiary area/)).toBeTruthy();
    expect(screen.queryByText(/community store is open/)).toBeNull();
  });

  it('says the store is open when it has products', async () => {
    fakeApi({ [`GET ${API.stats}`]: { body: PHASE_TWO }, [`GET ${API.storeProducts}`]: { body: products(3) } });
    renderApp(<PhaseExplainer />, { path: '/dashboard' });
    expect(await screen.findByText(/community store is open too/)).toBeTruthy();
  });
});
