import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's HTTP API, for tests that run with no network. It answers only the calls
 * the app makes, in the shapes the real API answers them (ids with Stripe's prefixes, `object`
 * fields, form-encoded requests as the official client sends them, errors with `type`, `code` and
 * `decline_code`), so the real `stripe` client runs unchanged against it. It also serves a bare
 * hosted checkout page: submitting it completes the set-up, sends the browser to the session's
 * success URL and delivers the webhooks Stripe would, signed with the client library's own test
 * helper so the app's real signature check runs.
 */

export const FAKE_STRIPE_KEY = 'sk_test_fakeStripeKey0000000000000000';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeStripeWebhookSecret000000';
const API_VERSION = '2026-10-28.endive';

type StripeObject = Record<string, unknown> & { id: string; object: string };
/** Sends one signed delivery; answers the HTTP status the app gave. */
export type Deliver = (payload: string, signature: string) => Promise<number>;

export interface FakeStripeOptions {
  webhookSecret?: string;
  /** Where webhooks go: a URL (the e2e server) or a function (the API tests' inject). Set later with deliverWith. */
  webhookUrl?: string;
  /** Waits this long after the browser is sent back before delivering, as Stripe's deliveries lag a little. */
  deliveryDelayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string, length = 24) => prefix + Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Decodes the client's form encoding (a[b][0]=c) into nested objects, with arrays where the keys are 0, 1, 2… */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => part !== '' || i === 0);
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

class StripeApiError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(String(body.message));
  }
}

const missing = (param: string) => new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

/** What a Canadian dollar settles as in the fake's US-dollar account (a fixed rate: the tests need a known figure). */
export const FAKE_CAD_TO_USD = 0.72;

/** The fee the fake "charges": Stripe's list prices, computed here on their own, not by the app's estimate. */
function fakeFee(type: string, amount: number): number {
  if (type === 'card') return Math.round(amount * 0.029) + 30;
  return Math.min(Math.round(amount * 0.008), 500);
}

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const secret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const signer = new Stripe(FAKE_STRIPE_KEY).webhooks;
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const events: StripeObject[] = [];
  const declines: string[] = [];
  let outage = false;
  const pendingDeliveries = new Set<Promise<unknown>>();
  let deliver: Deliver | undefined = options.webhookUrl ? deliverTo(options.webhookUrl) : undefined;

  function deliverTo(url: string): Deliver {
    return async (payload, signature) => {
      const response = await fetch(url, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      });
      return response.status;
    };
  }

  const store = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };

  function find(kind: string, id: unknown, param?: string): StripeObject {
    const object = typeof id === 'string' ? objects.get(id) : undefined;
    if (!object || object.object !== kind) throw noSuch(kind, String(id), param);
    return object;
  }

  /** Replaces ids named by each dotted path with their objects, as the real API's expand[] does. */
  function expanded(object: StripeObject, paths: string[]): StripeObject {
    const copy: Record<string, unknown> = structuredClone(object);
    for (const path of paths) {
      const [head, ...rest] = path.split('.') as [string, ...string[]];
      const value = copy[head];
      const target = typeof value === 'string' ? objects.get(value) : (value as StripeObject | null | undefined);
      if (target) copy[head] = rest.length ? expanded(target, [rest.join('.')]) : structuredClone(target);
    }
    return copy as StripeObject;
  }

  /**
   * The money a charge put in the account: in the account's currency (USD), converted at the fake's
   * rate when the charge was in CAD, less the fee, as Stripe's balance transactions are.
   */
  function balanceTransaction(type: string, amount: number, currency: string, chargeId: string, accountCurrency = 'usd') {
    const settled = currency === 'cad' && accountCurrency === 'usd' ? Math.round(amount * FAKE_CAD_TO_USD) : amount;
    const fee = fakeFee(type, settled);
    return store({
      id: newId('txn_'), object: 'balance_transaction', amount: settled, fee, net: settled - fee, currency: accountCurrency, status: 'pending', type: 'charge', source: chargeId,
      exchange_rate: currency === 'cad' ? FAKE_CAD_TO_USD : null,
    });
  }

  /**
   * How a settlement can differ from the charge asked for: the bank moved another amount (Stripe's
   * amount_received), or the money landed in a balance of another currency than the account's.
   */
  interface Settlement {
    amountReceived?: number;
    balanceCurrency?: string;
  }

  /** A processing bank debit clears or is returned by the bank, and Stripe says so by webhook. */
  function finishPayment(intentId: string, outcome: { declineCode: string } | null, settlement: Settlement = {}): StripeObject {
    const intent = find('payment_intent', intentId);
    if (intent.status !== 'processing') throw new Error(`payment ${intentId} is ${String(intent.status)}, not processing`);
    const charge = find('charge', intent.latest_charge);
    const method = find('payment_method', intent.payment_method);
    if (outcome) {
      const message = "The customer's bank account could not be debited.";
      Object.assign(charge, { status: 'failed', paid: false, failure_code: outcome.declineCode, failure_message: message });
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'invalid_request_error', code: outcome.declineCode, message } });
      return event('payment_intent.payment_failed', intent);
    }
    const received = settlement.amountReceived ?? Number(intent.amount);
    const txn = balanceTransaction(String(method.type), received, String(intent.currency), charge.id, settlement.balanceCurrency);
    Object.assign(charge, { status: 'succeeded', paid: true, balance_transaction: txn.id, amount_captured: received });
    Object.assign(intent, { status: 'succeeded', amount_received: received });
    return event('payment_intent.succeeded', intent);
  }

  const expandOf = (params: Record<string, unknown>) => (Array.isArray(params.expand) ? (params.expand as string[]) : []);

  function event(type: string, object: StripeObject): StripeObject {
    const created = store({
      id: newId('evt_'), object: 'event', api_version: API_VERSION, created: nowSeconds(), livemode: false, pending_webhooks: 1,
      request: { id: null, idempotency_key: null }, type, data: { object: structuredClone(object) },
    });
    events.push(created);
    return created;
  }

  /** One event as Stripe would send it: the JSON body and its Stripe-Signature header. */
  function signed(evt: StripeObject) {
    const payload = JSON.stringify(evt, null, 2);
    return { payload, signature: signer.generateTestHeaderString({ payload, secret }) };
  }

  async function send(evt: StripeObject): Promise<number> {
    if (!deliver) throw new Error('the fake Stripe has nowhere to deliver webhooks');
    const { payload, signature } = signed(evt);
    return deliver(payload, signature);
  }

  /** What the member does on the hosted page: saves a payment method, which completes the session. */
  function completeSession(sessionId: string): StripeObject[] {
    const session = find('checkout.session', sessionId);
    if (session.status !== 'open') throw new StripeApiError(400, { type: 'invalid_request_error', message: `This Checkout Session is ${String(session.status)}.` });
    const type = (session.payment_method_types as string[])[0] ?? 'card';
    const details =
      type === 'card'
        ? { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit' } }
        : type === 'acss_debit'
          ? { acss_debit: { bank_name: 'TEST BANK', institution_number: '000', transit_number: '11000', last4: '6789' } }
          : { us_bank_account: { bank_name: 'STRIPE TEST BANK', account_type: 'checking', account_holder_type: 'individual', last4: '6789', routing_number: '110000000' } };
    const method = store({ id: newId('pm_'), object: 'payment_method', type, customer: session.customer, created: nowSeconds(), livemode: false, billing_details: {}, metadata: {}, ...details });
    const intent = find('setup_intent', session.setup_intent);
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
    Object.assign(session, { status: 'complete' });
    return [event('checkout.session.completed', session), event('setup_intent.succeeded', intent)];
  }

  const routes: Array<[string, RegExp, (match: RegExpExecArray, params: Record<string, unknown>) => unknown]> = [
    ['POST', /^\/v1\/customers$/, (_m, p) =>
      store({ id: newId('cus_', 14), object: 'customer', created: nowSeconds(), livemode: false, email: p.email ?? null, name: p.name ?? null, metadata: p.metadata ?? {}, invoice_settings: { default_payment_method: null } })],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => find('customer', m[1])],
    // Stripe keeps a deleted customer's id and answers it as this stub; a second delete is "no such customer".
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, (m) => store({ id: find('customer', m[1]).id, object: 'deleted_customer', deleted: true })],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, p) => {
      if (p.mode !== 'setup') throw new StripeApiError(400, { type: 'invalid_request_error', param: 'mode', message: 'This fake Stripe only makes sessions in setup mode.' });
      // The real API can choose methods itself; this fake knows only the explicit list the app sends.
      for (const param of ['success_url', 'allowed_payment_method_types']) if (p[param] === undefined) throw missing(param);
      if (p.customer !== undefined) find('customer', p.customer, 'customer');
      const intent = store({
        id: newId('seti_'), object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session', customer: p.customer ?? null,
        payment_method: null, allowed_payment_method_types: p.allowed_payment_method_types, payment_method_types: p.allowed_payment_method_types, created: nowSeconds(), livemode: false, metadata: {},
      });
      const id = newId('cs_test_', 58);
      return store({
        id, object: 'checkout.session', mode: 'setup', status: 'open', payment_status: 'no_payment_required', customer: p.customer ?? null,
        client_reference_id: p.client_reference_id ?? null, currency: p.currency ?? null, allowed_payment_method_types: p.allowed_payment_method_types, payment_method_types: p.allowed_payment_method_types,
        payment_method_options: p.payment_method_options ?? {}, success_url: p.success_url, cancel_url: p.cancel_url ?? null,
        url: `${baseUrl}/checkout/pay/${id}`, setup_intent: intent.id, metadata: p.metadata ?? {}, created: nowSeconds(),
        expires_at: nowSeconds() + 24 * 3600, livemode: false, locale: p.locale ?? null,
      });
    }],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (m, p) => expanded(find('checkout.session', m[1]), expandOf(p))],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (m, p) => expanded(find('setup_intent', m[1]), expandOf(p))],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (m, p) => expanded(find('payment_intent', m[1]), expandOf(p))],
    ['POST', /^\/v1\/payment_intents$/, (_m, p) => {
      for (const param of ['amount', 'currency']) if (p[param] === undefined) throw missing(param);
      const customer = find('customer', p.customer, 'customer');
      const method = find('payment_method', p.payment_method, 'payment_method');
      const amount = Number(p.amount);
      const currency = String(p.currency);
      const intentId = newId('pi_');
      const chargeId = newId('ch_');
      const decline = declines.shift();
      if (decline) {
        const charge = store({ id: chargeId, object: 'charge', amount, currency, status: 'failed', paid: false, payment_intent: intentId, balance_transaction: null, failure_code: 'card_declined', outcome: { type: 'issuer_declined', reason: decline } });
        const intent = store({ id: intentId, object: 'payment_intent', amount, currency, customer: customer.id, payment_method: method.id, status: 'requires_payment_method', latest_charge: charge.id, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: decline, message: 'Your card was declined.' } });
        throw new StripeApiError(402, { type: 'card_error', code: 'card_declined', decline_code: decline, message: 'Your card was declined.', charge: charge.id, payment_intent: intent });
      }
      // Bank debits take days to settle: the charge answers "pending" with no balance transaction yet.
      const settles = method.type === 'card';
      const txn = settles ? balanceTransaction(String(method.type), amount, currency, chargeId) : null;
      store({ id: chargeId, object: 'charge', amount, currency, status: settles ? 'succeeded' : 'pending', paid: settles, payment_intent: intentId, balance_transaction: txn?.id ?? null });
      const intent = store({ id: intentId, object: 'payment_intent', amount, currency, customer: customer.id, payment_method: method.id, status: settles ? 'succeeded' : 'processing', latest_charge: chargeId, last_payment_error: null, description: p.description ?? null, created: nowSeconds(), livemode: false });
      return expanded(intent, expandOf(p));
    }],
  ];

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_', 14), 'stripe-version': API_VERSION });
    response.end(JSON.stringify(body));
  }

  function api(request: IncomingMessage, response: ServerResponse, url: URL, text: string) {
    const method = request.method ?? 'GET';
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } });
    }
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(text);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return json(response, replay.status, replay.body);
    if (outage) return json(response, 503, { error: { type: 'api_error', message: 'The fake Stripe is down.' } });
    const route = routes.find(([verb, pattern]) => verb === method && pattern.test(url.pathname));
    let status = 200;
    let body: unknown;
    if (!route) {
      status = 404;
      body = { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` } };
    } else {
      try {
        body = route[2](route[1].exec(url.pathname)!, params);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = { error: error.body };
      }
    }
    if (replayKey && method === 'POST') idempotent.set(replayKey, { status, body });
    return json(response, status, body);
  }

  /** The hosted page: what Stripe shows the member, reduced to one button that saves a test account or card. */
  function checkoutPage(response: ServerResponse, session: StripeObject) {
    const type = (session.payment_method_types as string[])[0];
    const what = type === 'card' ? 'Test card •••• 4242' : type === 'acss_debit' ? 'Test bank account •••• 6789 (pre-authorized debit)' : 'Test bank account •••• 6789 (ACH)';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe checkout</title></head>
<body><main><h1>Fake Stripe checkout</h1><p>Set up ${what} for future payments.</p>
<form method="post"><button type="submit">Save payment details</button></form>
${session.cancel_url ? `<p><a href="${String(session.cancel_url)}">Cancel and go back</a></p>` : ''}</main></body></html>`);
  }

  function later(task: () => Promise<unknown>) {
    const run = new Promise((resolve) => setTimeout(resolve, options.deliveryDelayMs ?? 0)).then(task).catch(() => undefined);
    pendingDeliveries.add(run);
    void run.finally(() => pendingDeliveries.delete(run));
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const session = objects.get(sessionId);
    if (!session || session.object !== 'checkout.session') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such checkout session');
    }
    if (request.method !== 'POST') return checkoutPage(response, session);
    const completed = completeSession(sessionId);
    later(async () => {
      for (const evt of completed) await send(evt);
    });
    response.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    readBody(request)
      .then(async (text) => {
        const page = /^\/checkout\/pay\/([^/]+)$/.exec(url.pathname);
        if (page) return hosted(request, response, page[1]!);
        return api(request, response, url, text);
      })
      .catch((error: unknown) => json(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Give this to the app as STRIPE_API_BASE. */
    url: baseUrl,
    secretKey: FAKE_STRIPE_KEY,
    webhookSecret: secret,
    /** Every API call the app made, in order, with its decoded parameters. */
    requests,
    /** Every event the fake has produced, in order. */
    events,
    object: (id: string) => objects.get(id),
    objectsOf: (kind: string) => [...objects.values()].filter((o) => o.object === kind),
    deliverWith(next: Deliver) {
      deliver = next;
    },
    /** The next charge is declined by the "bank" with this reason (insufficient_funds, …). */
    declineNextCharge(declineCode: string) {
      declines.push(declineCode);
    },
    /** While down, every API call answers 503, as when Stripe cannot be reached. */
    setOutage(down: boolean) {
      outage = down;
    },
    /** Completes a session as the hosted page would and delivers its webhooks; answers the events and the app's statuses. */
    async complete(sessionId: string) {
      const completed = completeSession(sessionId);
      const statuses: number[] = [];
      for (const evt of completed) statuses.push(await send(evt));
      return { events: completed, statuses };
    },
    /**
     * A pending bank debit clears: delivers payment_intent.succeeded; answers the event and the app's
     * status. `settlement` makes it clear differently from what was charged (another amount, another balance currency).
     */
    async settlePayment(intentId: string, settlement?: Settlement) {
      const evt = finishPayment(intentId, null, settlement);
      return { event: evt, status: await send(evt) };
    },
    /** A pending bank debit is returned by the bank with this code (insufficient_funds, …): delivers payment_intent.payment_failed. */
    async failPayment(intentId: string, declineCode: string) {
      const evt = finishPayment(intentId, { declineCode });
      return { event: evt, status: await send(evt) };
    },
    signed,
    /** Any body signed as Stripe signs a delivery, for bodies no real event has (no id, no data, not JSON). */
    signedBody: (payload: string) => ({ payload, signature: signer.generateTestHeaderString({ payload, secret }) }),
    /** Delivers an event again, freshly signed, as Stripe does when it retries. */
    redeliver: send,
    async close() {
      await Promise.all(pendingDeliveries);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
