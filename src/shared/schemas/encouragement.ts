import { z } from 'zod';
import { multiLineText } from './text';

/** A few sentences: enough to encourage, short enough to read with a payout and to moderate quickly. */
export const NOTE_MAX = 500;

export type EncouragementNoteStatus = 'pending' | 'approved' | 'rejected';

export const NOTE_MESSAGES = {
  empty: /*i18n*/ 'Write a few words first.',
  tooLong: /*i18n*/ 'A note can be at most 500 characters.',
  sent: /*i18n*/ 'Thank you. Your note will be read by an admin before it is given to a member in need.',
  noPledge: /*i18n*/ 'Notes of encouragement come with a pledge: set up or resume your pledge to write one.',
  waiting: /*i18n*/ 'Your last note has not been given yet. You can write another once it has been.',
  notFound: /*i18n*/ 'Note not found',
  alreadyModerated: /*i18n*/ 'This note has already been moderated.',
  ownNote: /*i18n*/ 'You cannot moderate a note you wrote yourself.',
  approved: /*i18n*/ 'Note approved',
  approvedDescription: /*i18n*/ 'It will be given to a beneficiary with the next distribution.',
  rejected: /*i18n*/ 'Note rejected',
  rejectedDescription: /*i18n*/ 'It will never be given to anyone.',
  failed: /*i18n*/ 'Error moderating note',
} as const;

/** POST /api/me/notes: plain text, line breaks allowed; strict, so nothing else can be set. */
export const noteSchema = z.strictObject({
  body: multiLineText().trim().min(1, NOTE_MESSAGES.empty).max(NOTE_MAX, NOTE_MESSAGES.tooLong),
});
export type NoteInput = z.input<typeof noteSchema>;

export const noteIdParams = z.object({ id: z.uuid(NOTE_MESSAGES.notFound) });
