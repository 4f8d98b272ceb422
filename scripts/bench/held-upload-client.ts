/** One held upload of the held-upload bench (scripts/bench/held-uploads.ts), over a raw socket. */
import net from 'node:net';

const boundary = 'held-upload-boundary';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
/** One body per photo size, shared by every client, so the client side adds no copies of its own. */
const bodies = new Map<number, Buffer>();

function bodyOf(photoBytes: number): Buffer {
  let body = bodies.get(photoBytes);
  if (!body) {
    body = Buffer.concat([head, Buffer.alloc(photoBytes, 0xab), tail]);
    body.set([0xff, 0xd8, 0xff, 0xe0], head.length);
    bodies.set(photoBytes, body);
  }
  return body;
}

export interface HeldUpload {
  /** The status the client was answered ('no answer (closed)' if none), once its connection closed. */
  outcome: Promise<{ status: string; closedAtMs: number }>;
  /** Ends the hold: the client closes its connection. */
  stop(): void;
}

/**
 * Opens POST /api/scans declaring a whole multipart body with a photo of `photoBytes`, sends all
 * of it but the last `heldBytes` at once, then one more byte every `trickleMs`, so the connection
 * is never idle long enough for the idle limit. Gives up `giveUpMs` after it started.
 */
export function holdUpload(options: {
  port: number;
  startedAt: number;
  photoBytes: number;
  heldBytes: number;
  trickleMs: number;
  giveUpMs: number;
  /** The loopback address to send from (127.0.1.7, ...), standing in for one client address. */
  localAddress?: string;
}): HeldUpload {
  const { port, startedAt } = options;
  const body = bodyOf(options.photoBytes);
  let answer = '';
  let sent = body.length - options.heldBytes;
  let trickle: NodeJS.Timeout | undefined;
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress }, () => {
    socket.write(
      `POST /api/scans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, sent));
    trickle = setInterval(() => {
      if (sent < body.length - 1) socket.write(body.subarray(sent, ++sent));
    }, options.trickleMs);
  });
  const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs);
  socket.on('data', (chunk) => {
    if (answer.length < 64) answer += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const outcome = new Promise<{ status: string; closedAtMs: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 'no answer (closed)';
      resolve({ status, closedAtMs: Date.now() - startedAt });
    });
  });
  return { outcome, stop: () => socket.destroy() };
}

/** Counts by status, in status order: "408: 40". */
export function countByStatus(statuses: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort();
}
