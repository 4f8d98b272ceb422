import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCAN_FIELD_MAX_CHARS } from '#common/contracts/scans.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';

/**
 * Issue 20 #4: every upload holds its body in memory while it arrives and while it is analysed,
 * so slow clients that each send most of a large photo and then stall could hold hundreds of MB
 * (the per-request time limits free it only minutes later). The budget caps the bytes of all
 * uploads in flight in this process (UPLOADS_IN_FLIGHT_MB): an upload is admitted only if its
 * declared Content-Length fits, and one sent without a length (chunked) is charged as its bytes
 * arrive. Beyond the cap the answer is 503 with Retry-After, sent before the body is read, and
 * the connection is closed so the unread body costs nothing.
 */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Room for what a multipart upload carries beside the photo: part headers, boundaries and a few
 * short text fields (photo-upload.ts allows at most 5 fields of SCAN_FIELD_MAX_CHARS).
 */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024 + 5 * 4 * SCAN_FIELD_MAX_CHARS;

export class UploadBudget {
  #inUse = 0;
  #refused = 0;
  constructor(readonly capacityBytes: number) {}

  get inUseBytes(): number {
    return this.#inUse;
  }

  /** Takes that did not fit since start: each one's upload is answered 503 (counted by /metrics). */
  get refusedCount(): number {
    return this.#refused;
  }

  /** Takes `bytes` if they fit beside what is in flight; a zero-byte take needs any room left at all. */
  tryTake(bytes: number): boolean {
    const fits = bytes === 0 ? this.#inUse < this.capacityBytes : this.#inUse + bytes <= this.capacityBytes;
    if (fits) this.#inUse += bytes;
    else this.#refused += 1;
    return fits;
  }

  give(bytes: number): void {
    this.#inUse = Math.max(0, this.#inUse - bytes);
  }
}

/** One admitted upload's share of the budget, returned once when its response is over (sent or cut off). */
export class UploadTicket {
  /** Set when the budget ran out mid-body: the answer closes the connection rather than read the rest. */
  closeAfterReply = false;
  #held: number;
  #isReleased = false;
  constructor(
    private readonly budget: UploadBudget,
    held: number,
    /** The body's declared length, or undefined when it streams in chunks. */
    readonly declaredBytes: number | undefined,
  ) {
    this.#held = held;
  }

  /** Makes the ticket cover `bytes` received so far; false (nothing taken) when the budget has no room. */
  cover(bytes: number): boolean {
    if (this.#isReleased) return false;
    const more = bytes - this.#held;
    if (more <= 0) return true;
    if (!this.budget.tryTake(more)) return false;
    this.#held = bytes;
    return true;
  }

  release(): void {
    if (this.#isReleased) return;
    this.#isReleased = true;
    this.budget.give(this.#held);
  }
}

const tickets = new WeakMap<IncomingMessage, UploadTicket>();

/** The budget share of an admitted multipart request (undefined for any other request). */
export const uploadTicketOf = (request: FastifyRequest): UploadTicket | undefined => tickets.get(request.raw);

export const uploadsBusy = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The server is receiving too many photos right now. Please try again in a few seconds.',
    { details: { retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } },
  );

const declaredTooLarge = (maxBytes: number) =>
  new AppError(
    'FILE_TOO_LARGE',
    `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`,
  );

/**
 * Admits or refuses each multipart request as soon as its headers are in (onRequest, before the
 * body parser or any route code reads a byte). A refusal closes the connection: a client that
 * keeps sending gets nothing read, and a held socket is not kept for its next request.
 */
export function registerUploadBudget(app: FastifyInstance, config: Config): UploadBudget {
  const budget = new UploadBudget(config.uploads.inFlightBytes);
  const maxRequestBytes = config.uploads.maxBytes + MULTIPART_OVERHEAD_BYTES;
  app.addHook('onRequest', async (request, reply) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const lengthHeader = request.headers['content-length'];
    const declared = lengthHeader === undefined ? undefined : Number(lengthHeader);
    if (declared !== undefined && declared > maxRequestBytes) {
      reply.header('connection', 'close');
      throw declaredTooLarge(config.uploads.maxBytes);
    }
    const held = declared ?? 0;
    if (!budget.tryTake(held)) {
      request.log.warn(
        { inFlightBytes: budget.inUseBytes, declared },
        'upload refused: in-flight budget full',
      );
      reply.header('connection', 'close');
      throw uploadsBusy();
    }
    const ticket = new UploadTicket(budget, held, declared);
    tickets.set(request.raw, ticket);
    // 'close' follows both a finished response and a connection cut off (timeout, client gone).
    reply.raw.once('close', () => ticket.release());
  });
  app.addHook('onSend', async (request, reply) => {
    if (tickets.get(request.raw)?.closeAfterReply) reply.header('connection', 'close');
  });
  return budget;
}
