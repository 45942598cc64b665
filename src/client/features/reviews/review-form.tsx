import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { REVIEW_CONTENT_MAX, REVIEW_MESSAGES, reviewSchema, type Review, type ReviewInput } from '../../../shared/schemas/reviews';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { formatCount } from '../../lib/format';
import { myPendingReviewsQuery } from './my-pending-reviews';
import { StarRatingInput } from './star-rating-input';
import { reviewFailure, submitReview } from './submit-review';

const EMPTY: ReviewInput = { rating: 0, title: '', content: '' };

interface ReviewFormProps {
  /** After the review was accepted and the form cleared. */
  onSubmitted: () => void;
  /** The server no longer knows the session: the screen shows its signed-out view. */
  onSignedOut: () => void;
}

export function ReviewForm({ onSubmitted, onSignedOut }: ReviewFormProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, reset, formState } = useForm<ReviewInput, unknown, Review>({
    resolver: zodResolver(reviewSchema),
    defaultValues: EMPTY,
  });
  const [rating, content] = useWatch({ control, name: ['rating', 'content'] });
  const { errors, isSubmitting } = formState;
  const needsRatingId = useId();

  const onSubmit = async (review: Review) => {
    try {
      await submitReview(review);
      toast.success(i18n._(REVIEW_MESSAGES.submitted), { description: i18n._(REVIEW_MESSAGES.pending) });
      reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: myPendingReviewsQuery.queryKey });
      onSubmitted();
    } catch (err) {
      const failure = reviewFailure(err);
      toast.error(translateKnown(i18n, failure.message));
      if (failure.signedOut) onSignedOut();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={i18n._('Write a review')}>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.rating?.message} />
        )}
      />
      <Field label={i18n._('Title')} error={errors.title?.message}>
        <Input autoComplete="off" placeholder={i18n._('Sum up your experience in a few words')} {...register('title')} />
      </Field>
      <Field label={i18n._('Review')} error={errors.content?.message} hint={i18n._('{count}/{max} characters', { count: formatCount(content.length), max: formatCount(REVIEW_CONTENT_MAX) })}>
        <Textarea rows={6} placeholder={i18n._('How has the community made a difference for you?')} {...register('content')} />
      </Field>
      <p className="text-sm text-slate-700" data-testid="review-published-with-name">
        {i18n._('Once approved, your review is published on this page with your name as it is on your profile.')}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={rating === 0 || isSubmitting} aria-describedby={rating === 0 ? needsRatingId : undefined}>
          {isSubmitting ? i18n._('Submitting...') : i18n._('Submit Review')}
        </Button>
        {rating === 0 && (
          <p id={needsRatingId} className="text-sm text-slate-600">
            {i18n._('Choose a star rating to submit.')}
          </p>
        )}
      </div>
    </form>
  );
}
