import { savedAtHeader } from './offline-contract';
import { recordAnswer } from './offline-status';

/** The one fetch wrapper of the web app: JSON in, JSON out, a typed error on failure. No UI side effects. */

/** A failed call. `message` is the server's Dutch sentence when it sent one, so the UI can show it as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, aborted, DNS). */
    readonly status: number,
    message: string,
    /** Field messages from the server's `{errors}`, when it sent them. */
    readonly errors?: Record<string, string>,
    /** Whether `message` is the server's own sentence (else it is one of the fallbacks below). */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export const fallbackMessages = {
  network: 'Geen verbinding met de server. Controleer je internetverbinding en probeer opnieuw.',
  status: (status: number) => `De server gaf een fout (${status}). Probeer later opnieuw.`,
  invalidJson: 'Het antwoord van de server was geen geldige JSON.',
};

/** GET a JSON resource. A 204 answers `undefined`, so callers of such endpoints type T with `| undefined`. */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, { method: 'GET', ...options });
}

/**
 * The fetch options of a call: a FormData body goes as multipart (the browser sets its boundary),
 * anything else as JSON, and JSON is asked for in return. Also for the outbox's replay, which needs
 * the raw answer (a 409's `current`) and so calls fetch itself.
 */
export function requestInit(init: RequestOptions & { method: string; body?: unknown }): RequestInit {
  const isForm = init.body instanceof FormData;
  const hasJsonBody = init.body !== undefined && !isForm;
  return {
    method: init.method,
    headers: {
      Accept: 'application/json',
      ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: isForm ? (init.body as FormData) : hasJsonBody ? JSON.stringify(init.body) : null,
    signal: init.signal ?? null,
  };
}

/**
 * Any call (see requestInit for the body). The admin's `mutate()` builds on this; screens use
 * apiGet/apiPost or `mutate()`.
 */
export async function apiRequest<T>(
  path: string,
  init: RequestOptions & { method: string; body?: unknown },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, requestInit(init));
  } catch (error) {
    // An abort is the caller's own doing: let it through unchanged so it can be told apart.
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, fallbackMessages.network);
  }
  // The service worker marks the answers it served from its cache: the offline banner shows their date.
  recordAnswer(response.headers.get(savedAtHeader));

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, fallbackMessages.invalidJson);
  }
}

/** The typed error of a failed answer: the server's `{message, errors}` when it sent them. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    const errors = typeof body.errors === 'object' && body.errors !== null ? body.errors : undefined;
    return new ApiError(response.status, body.message, errors, true);
  }
  return new ApiError(response.status, fallbackMessages.status(response.status));
}

function isErrorBody(body: unknown): body is { message: string; errors?: Record<string, string> } {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/** POST a JSON body; answers the parsed JSON (or undefined for an empty answer). */
export async function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body, ...options });
}
