import type { ApiErrorBody } from '../../shared/api';

/** An error answer from our API, carrying the server's message for the person to read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** status 0: the request never reached the server (offline, timeout). */
const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export async function api<T>(path: string, options: { method?: string; body?: unknown; signal?: AbortSignal; file?: Blob } = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined && options.file === undefined ? 'GET' : 'POST');
  // The server takes changes only as JSON, with or without a body (its defence against forged forms),
  // except a file sent as itself to the routes that take one.
  const changes = method !== 'GET' && method !== 'HEAD';
  const contentType = options.file ? 'application/octet-stream' : 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: changes ? { accept: 'application/json', 'content-type': contentType } : { accept: 'application/json' },
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_MESSAGE, 'network');
  }
  const text = await response.text();
  const data = text ? (safeJson(text) as unknown) : undefined;
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> | undefined;
    throw new ApiError(response.status, body?.error?.message ?? `Request failed (${response.status})`, body?.error?.code ?? 'unknown', body?.error?.fields);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const post = <T>(path: string, body: unknown = {}) => api<T>(path, { method: 'POST', body });

/** Sends a file as the request's body (no multipart), to a route that takes one. */
export const postFile = <T>(path: string, file: Blob) => api<T>(path, { method: 'POST', file });
