import { z } from 'zod';

/** Turns the e-mails about a member's applications and reviews on or off. */
export const emailUpdatesSchema = z.strictObject({ enabled: z.boolean('Choose on or off') });
