import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the one Twilio call the app makes, creating a message
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`), answered as the real API answers it: basic auth
 * with the Account SID and auth token, a form-encoded request as the official client sends it, a
 * message resource with an `SM…` sid and status `queued`, and errors as `{ code, message, more_info,
 * status }`. The real `twilio` client runs unchanged against it. A test can queue failures: a Twilio
 * error code with its status (21211 for an invalid number, 20500 for Twilio's own fault, …).
 */

export const FAKE_TWILIO_ACCOUNT_SID = `AC${'f'.repeat(32)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'a1b2c3d4'.repeat(4);
export const FAKE_TWILIO_FROM = '+14105550100';

export interface SentMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioFailure {
  status: number;
  code: number;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const E164 = /^\+[1-9]\d{6,14}$/;

/** Twilio's wording for the errors a test asks for; the invalid-number one repeats the number, as the real one does. */
function failureMessage(code: number, to: string): string {
  switch (code) {
    case 21211: return `Invalid 'To' Phone Number: ${to}`;
    case 21610: return 'Attempt to send to unsubscribed recipient';
    case 21614: return `'To' number ${to} is not a valid mobile number`;
    case 20429: return 'Too Many Requests';
    default: return 'An internal server error has occurred';
  }
}

class TwilioApiError extends Error {
  constructor(readonly status: number, readonly code: number, message: string) {
    super(message);
  }
}

export async function startFakeTwilio(accountSid = FAKE_TWILIO_ACCOUNT_SID, authToken = FAKE_TWILIO_AUTH_TOKEN) {
  const messages: SentMessage[] = [];
  const refused: Array<SentMessage & { code: number }> = [];
  const failures: TwilioFailure[] = [];
  let refusedLogins = 0;

  function createMessage(params: URLSearchParams) {
    const to = params.get('To');
    if (!to) throw new TwilioApiError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) throw new TwilioApiError(400, 21211, failureMessage(21211, to));
    const from = params.get('From');
    const messagingServiceSid = params.get('MessagingServiceSid');
    if (!from && !messagingServiceSid) throw new TwilioApiError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    const body = params.get('Body');
    if (!body) throw new TwilioApiError(400, 21602, 'Message body is required.');
    const sid = `SM${hex(16)}`;
    const failure = failures.shift();
    if (failure) {
      refused.push({ sid, to, from, messagingServiceSid, body, code: failure.code });
      throw new TwilioApiError(failure.status, failure.code, failureMessage(failure.code, to));
    }
    messages.push({ sid, to, from, messagingServiceSid, body });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return {
      sid, account_sid: accountSid, api_version: '2010-04-01', to, from, messaging_service_sid: messagingServiceSid, body,
      status: 'queued', direction: 'outbound-api', num_segments: '1', num_media: '0', price: null, price_unit: 'USD',
      error_code: null, error_message: null, date_created: now, date_updated: now, date_sent: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`, subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    };
  }

  function json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'twilio-request-id': `RQ${hex(16)}` });
    response.end(JSON.stringify(body));
  }

  const error = (response: ServerResponse, e: TwilioApiError) =>
    json(response, e.status, { code: e.code, message: e.message, more_info: `https://www.twilio.com/docs/errors/${e.code}`, status: e.status });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake-twilio');
    const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!route || request.method !== 'POST') {
      return error(response, new TwilioApiError(404, 20404, `The requested resource ${url.pathname} was not found`));
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || route[1] !== accountSid) {
      refusedLogins += 1;
      return error(response, new TwilioApiError(401, 20003, 'Authenticate'));
    }
    try {
      json(response, 201, createMessage(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    } catch (e) {
      if (!(e instanceof TwilioApiError)) throw e;
      error(response, e);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((e: unknown) => json(response, 500, { code: 20500, message: String(e), status: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Give this to the app as TWILIO_API_BASE. */
    url,
    /** The settings that make the app send through this fake. */
    env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: FAKE_TWILIO_FROM, TWILIO_API_BASE: url },
    /** Every message accepted, oldest first. */
    messages,
    messagesTo: (to: string) => messages.filter((m) => m.to === to),
    /** Messages refused because a test asked for a failure, with the Twilio error code each got. */
    refused,
    /** Requests refused for wrong credentials. */
    get refusedLogins() {
      return refusedLogins;
    },
    /** The next message is refused with this Twilio error instead of being accepted. */
    failNext(failure: TwilioFailure) {
      failures.push(failure);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
