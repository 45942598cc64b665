import { describe, expect, it } from 'vitest';
import { reviewSchema } from './reviews';

const valid = { title: 'A caring community', content: 'They helped my family without any interest.', rating: 5 };
const messages = (input: object) => {
  const result = reviewSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('review schema', () => {
  it('accepts a complete review and trims the text', () => {
    expect(reviewSchema.parse({ ...valid, title: '  A caring community  ', content: `  ${valid.content}\n` })).toEqual(valid);
  });

  it.each([
    ['title', 'Good', 'Title must be at least 5 characters'],
    ['title', '  Good     ', 'Title must be at least 5 characters'],
    ['title', 'x'.repeat(101), 'Title must be less than 100 characters'],
    ['content', 'Too short to say.', 'Review must be at least 20 characters'],
    ['content', ` ${'x'.repeat(19)}    `, 'Review must be at least 20 characters'],
    ['content', 'x'.repeat(1001), 'Review must be less than 1000 characters'],
    ['rating', 0, 'Please choose a rating from 1 to 5 stars'],
    ['rating', 6, 'Please choose a rating from 1 to 5 stars'],
    ['rating', 3.5, 'Please choose a rating from 1 to 5 stars'],
    ['rating', '4', 'Please choose a rating from 1 to 5 stars'],
    ['rating', undefined, 'Please choose a rating from 1 to 5 stars'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });

  it('accepts the limits themselves', () => {
    expect(messages({ ...valid, title: 'x'.repeat(5), content: 'x'.repeat(20), rating: 1 })).toEqual([]);
    expect(messages({ ...valid, title: 'x'.repeat(100), content: 'x'.repeat(1000), rating: 5 })).toEqual([]);
  });

  it('refuses fields the server sets itself', () => {
    expect(reviewSchema.safeParse({ ...valid, is_approved: 1 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...valid, user_id: '00000000-0000-4000-8000-000000000000' }).success).toBe(false);
  });
});
