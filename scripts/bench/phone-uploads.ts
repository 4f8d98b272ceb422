import type { CDPSession } from '@playwright/test';

/** What one path of the app was sent: bodies summed over its requests. */
export interface UploadsByPath {
  path: string;
  requests: number;
  bytes: number;
}

interface SentRequest {
  url: string;
  /** The Content-Length the browser put on the wire (Network.requestWillBeSentExtraInfo). */
  contentLength?: number;
}

/** A path with its ids (a scan's or a pending upload's) folded, so requests to one endpoint add up. */
export function endpointOf(url: string): string {
  return new URL(url).pathname
    .split('/')
    .map((segment) => (segment.length >= 16 && /\d/.test(segment) ? ':id' : segment))
    .join('/');
}

const contentLengthOf = (headers: Record<string, string>) => {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-length');
  return entry ? Number(entry[1]) : undefined;
};

/**
 * Counts the request bodies the page sends to `baseUrl` while `isCounting()`, from the DevTools
 * protocol's Network events on `session` (Network must be enabled). The size is the request's
 * Content-Length as sent: Network.getRequestPostData leaves out a file's bytes, and Playwright's
 * postDataBuffer() with them, so a photo sent as multipart would count as a few hundred bytes.
 * A body without a Content-Length (a streamed one) is read back with Network.getRequestPostData.
 */
export function countUploads(session: CDPSession, baseUrl: string, isCounting: () => boolean) {
  const sent = new Map<string, SentRequest>();
  /** Extra-info events can arrive before the request's own event; kept until it does. */
  const lengths = new Map<string, number>();
  const onRequest = (event: {
    requestId: string;
    request: { url: string; method: string; hasPostData?: boolean };
  }) => {
    const { request } = event;
    if (!isCounting() || !request.url.startsWith(baseUrl) || !request.hasPostData) return;
    sent.set(event.requestId, { url: request.url, contentLength: lengths.get(event.requestId) });
  };
  const onExtraInfo = (event: { requestId: string; headers: Record<string, string> }) => {
    const length = contentLengthOf(event.headers);
    if (length === undefined) return;
    lengths.set(event.requestId, length);
    const request = sent.get(event.requestId);
    if (request) request.contentLength = length;
  };
  session.on('Network.requestWillBeSent', onRequest);
  session.on('Network.requestWillBeSentExtraInfo', onExtraInfo);

  const bodyBytes = async (requestId: string, request: SentRequest) => {
    if (request.contentLength !== undefined) return request.contentLength;
    const { postData, base64Encoded } = await session.send('Network.getRequestPostData', { requestId });
    return Buffer.byteLength(postData, base64Encoded ? 'base64' : 'utf8');
  };

  /** Stops counting; the bodies sent, summed per path, biggest first. */
  return async (): Promise<UploadsByPath[]> => {
    session.off('Network.requestWillBeSent', onRequest);
    session.off('Network.requestWillBeSentExtraInfo', onExtraInfo);
    const byPath = new Map<string, UploadsByPath>();
    for (const [requestId, request] of sent) {
      const path = endpointOf(request.url);
      const entry = byPath.get(path) ?? { path, requests: 0, bytes: 0 };
      entry.requests += 1;
      entry.bytes += await bodyBytes(requestId, request);
      byPath.set(path, entry);
    }
    return [...byPath.values()].sort((a, b) => b.bytes - a.bytes);
  };
}
