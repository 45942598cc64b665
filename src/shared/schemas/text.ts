import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';

/** C0 control characters and DEL: invisible, unprintable, and a NUL cannot even be stored by PostgreSQL. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, less the tab and line breaks that a paragraph of text may hold. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacters = (text: string, multiLine = false) =>
  (multiLine ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text);

/**
 * Every text a request carries starts from one of these two, so no control character reaches a
 * query or a stored row. The check runs before any trim, and first, so its message is the one shown.
 */
export const singleLineText = (message?: string) => z.string(message).refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** For the few fields that are paragraphs (a review, an application's reason, a product description). */
export const multiLineText = (message?: string) => z.string(message).refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTERS_MESSAGE);
