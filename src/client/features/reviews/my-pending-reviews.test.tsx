import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, type PublicReview } from '../../../shared/api';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { MyPendingReviews } from './my-pending-reviews';
import { ReviewForm } from './review-form';

const waiting: PublicReview = { id: 'r1', title: 'Help when we needed it', content: 'The community paid our rent for a month.', rating: 5, created_at: '2026-03-10T10:00:00Z', reviewer_name: 'Amina Rahman' };

describe('writing a review', () => {
  it('says the member’s name is published with it, and shows the member their review while it waits', async () => {
    let mine: PublicReview[] = [];
    fakeApi({
      [`GET ${API.myPendingReviews}`]: () => ({ body: { items: mine } }),
      [`POST ${API.reviews}`]: () => {
        mine = [waiting];
        return { status: 201, body: { success: true, message: 'Review submitted!' } };
      },
    });
    const { user } = renderApp(<><ReviewForm onSubmitted={() => {}} onSignedOut={() => {}} /><MyPendingReviews /></>, { path: '/reviews' });
    expect(screen.getByTestId('review-published-with-name').textContent).toMatch(/published .* with your name/);
    expect(screen.queryByRole('heading', { name: 'Your review waiting for approval' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.type(screen.getByLabelText('Title'), waiting.title);
    await user.type(screen.getByLabelText(/^Review/), waiting.content);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('heading', { name: 'Your review waiting for approval' })).toBeTruthy();
    expect(screen.getByText(waiting.title)).toBeTruthy();
  });
});
