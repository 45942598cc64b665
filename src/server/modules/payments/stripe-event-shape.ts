import { z } from 'zod';
import { hasControlCharacters } from '../../../shared/forms/text';
import { MalformedWebhookError } from './payment-provider';

/** Stripe's ids are under 100 characters; the bound keeps a signed but absurd id out of the database. */
const MAX_ID_LENGTH = 255;

const identifier = z
  .string('must be a string')
  .min(1, 'must not be empty')
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`)
  .refine((id) => !hasControlCharacters(id), 'must not contain control characters');

/** What every event must carry before it is stored or acted on: its id is the key that makes a replay do nothing. */
const eventSchema = z.object({
  id: identifier,
  type: identifier,
  data: z.object({ object: z.record(z.string(), z.unknown(), 'must be an object') }, 'must be an object'),
}, 'must be an object');

/** The events we act on name a session or a payment by its id; a missing one is as malformed as a missing event id. */
const namedObjectSchema = z.object({ id: identifier }, 'must be an object');


function fail(error: z.ZodError, prefix: string[]): never {
  const issue = error.issues[0];
  const path = [...prefix, ...(issue?.path.map(String) ?? [])].join('.');
  throw new MalformedWebhookError(`Malformed event: ${path || 'the body'} ${issue?.message ?? 'is not valid'}`);
}

/** The event's shape, checked once its signature is: a usable id, type and object, or MalformedWebhookError naming the field. */
export function checkEventShape(parsed: unknown, actedOn: boolean): void {
  const event = eventSchema.safeParse(parsed);
  if (!event.success) fail(event.error, []);
  if (!actedOn) return;
  const object = namedObjectSchema.safeParse(event.data.data.object);
  if (!object.success) fail(object.error, ['data', 'object']);
}
