import type { ErrorBody, ErrorCode } from '#common/error-codes.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A non-OK API answer, recognised by `status` and `code` (never by its text); `message` is
 * `${status}: ${bodyText}` for logs, `userMessage` the server's own words for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly userMessage: string | undefined;
  readonly issues: FieldIssue[];
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, bodyText: string, body: Partial<ErrorBody> | undefined) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.userMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.issues = Array.isArray(body?.issues) ? body.issues : [];
    this.details = body?.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function parseErrorBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a clean-up sent as the page is left). */
  keepalive?: boolean;
}

/** The one place the web app calls fetch. Network failures reject with the browser's TypeError. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: RequestOptions = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal,
    keepalive,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * POSTs JSON and reads a Server-Sent Events answer, calling `onEvent` with each
 * event's parsed JSON data as it arrives. A non-OK answer rejects with ApiError
 * before any event, like apiRequest.
 */
export async function apiEventStream(
  path: string,
  { body, signal, onEvent }: { body: unknown; signal?: AbortSignal; onEvent: (data: unknown) => void },
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onEvent(JSON.parse(data));
      end = buffer.indexOf('\n\n');
    }
  }
}
