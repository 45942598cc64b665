import { describe, expect, it } from 'vitest';
import { contactMessageSchema, contactReplySchema } from './contact';
import { CONTROL_CHARACTERS_MESSAGE } from './text';

const valid = { name: ' Amina ', email: ' Amina@Example.ORG ', topic: 'privacy', message: '  Please send me a copy of my data.  ', form_token: 't' };
const messageOf = (input: unknown, field: string) =>
  contactMessageSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('contact message schema', () => {
  it('trims the text and lower-cases the e-mail', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ name: 'Amina', email: 'amina@example.org', topic: 'privacy', message: 'Please send me a copy of my data.', form_token: 't' });
  });

  it.each([
    ['name', '  ', 'Please enter your name'],
    ['name', 'n'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'amina@', 'Please enter a valid email address'],
    ['topic', '', 'Please choose what your message is about'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
    ['name', 'Am\u0000ina', CONTROL_CHARACTERS_MESSAGE],
    ['message', 'Line one\u001b and more', CONTROL_CHARACTERS_MESSAGE],
  ])('refuses %s %j with %j', (field, value, expected) => {
    expect(messageOf({ ...valid, [field]: value }, field)).toBe(expected);
  });

  it('keeps line breaks in the message and refuses fields it does not know', () => {
    expect(contactMessageSchema.parse({ ...valid, message: 'First line\nsecond line' }).message).toBe('First line\nsecond line');
    expect(contactMessageSchema.safeParse({ ...valid, member_id: 'x' }).success).toBe(false);
  });

  it('asks for an answer that is not empty', () => {
    expect(contactReplySchema.safeParse({ body: '  ' }).error?.issues[0]?.message).toBe('Please write your answer');
    expect(contactReplySchema.parse({ body: ' Thanks \n' })).toEqual({ body: 'Thanks' });
  });
});
