import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../forms/text';

export { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../forms/text';

/**
 * Every text a request carries starts from one of these two, so no control character reaches a
 * query or a stored row. The check runs before any trim, and first, so its message is the one shown.
 */
export const singleLineText = (message?: string) => z.string(message).refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** For the few fields that are paragraphs (a review, an application's reason, a product description). */
export const multiLineText = (message?: string) => z.string(message).refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTERS_MESSAGE);
