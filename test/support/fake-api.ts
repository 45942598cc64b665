import { vi } from 'vitest';
import type { ApiErrorBody } from '../../src/shared/api';

/**
 * The network boundary of a component test: `globalThis.fetch` answers from a table of the API's
 * routes, with bodies shaped like the server's, and records what the page sent. Our own modules run
 * as they are; only the server is played here.
 */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** A route's answer, or a function of the request (it may wait on a promise the test settles). */
export type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/** Requests no route answered: the test setup fails the test that made one. */
export const unexpectedRequests: string[] = [];

/** The body our API sends with a refusal. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { code, message, ...(fields && { fields }) } } satisfies ApiErrorBody,
});

/** Routes are keyed "METHOD /path" (the path without its query). */
export function fakeApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      unexpectedRequests.push(`${method} ${url.pathname}${url.search}`);
      return new Response(null, { status: 501 });
    }
    const answer = typeof route === 'function' ? await route(request) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    /** Every request made so far, oldest first. */
    sent,
    /** The requests made to one route. */
    sentTo: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}
