import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TwilioSettings } from '../config';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

/** A code the member waits for: better to say it failed than to hold the request for Twilio's default 30 s. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The client's own HTTP client, sending each request to `base` instead of api.twilio.com. Everything
 * else (form encoding, basic auth, error parsing) stays the package's: only the origin changes.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: REQUEST_TIMEOUT_MS });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const url = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(`${url.pathname}${url.search}`, this.base).href });
  }
}

/** Only the code and status of whatever went wrong: a RestException from Twilio, or a network error. */
function deliveryError(err: unknown): SmsDeliveryError {
  const { code, status } = (err ?? {}) as { code?: unknown; status?: unknown };
  return new SmsDeliveryError(code === undefined ? 'unknown' : String(code), typeof status === 'number' ? status : undefined);
}

/** Texts through Twilio's Messages API, from a number or through a Messaging Service (an MG… SID). */
export function createTwilioSms(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, settings.apiBase
    ? { httpClient: new RedirectedRequestClient(settings.apiBase) }
    : { timeout: REQUEST_TIMEOUT_MS });
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    async send(to, text) {
      try {
        await client.messages.create({ to, body: text, ...sender });
      } catch (err) {
        throw deliveryError(err);
      }
    },
  };
}
