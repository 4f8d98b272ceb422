import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCAN_FIELD_MAX_CHARS } from '#common/contracts/scans.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';
import { clientNetworkOf } from '#server/lib/client-network.ts';
import { closeAfterAnswer } from '#server/lib/close-after-answer.ts';

/**
 * Every upload holds its body in memory while it arrives and while it is analysed,
 * so slow clients that each send most of a large photo and then stall could hold hundreds of MB
 * (the per-request time limits free it only minutes later). The budget caps the bytes of all
 * uploads in flight in this process (UPLOADS_IN_FLIGHT_MB).
 *
 * Reserving each declared length let one address fill it alone with a few requests that declared
 * large bodies and then trickled, and every other member got 503. So the bytes are counted as
 * they arrive, never reserved from a declared length, and one client address holds at most its
 * share (UPLOADS_IN_FLIGHT_PER_ADDRESS_MB). The address is request.ip, which follows TRUST_PROXY
 * (an IPv6 one by its /64, server/lib/client-network.ts):
 * behind a proxy not listed there, every client is the proxy and all share one share. An upload
 * is refused with 503 and Retry-After before its body is read when what it declares cannot fit
 * beside what is held now, or later once its arriving bytes do not fit. A refused or cut-off
 * upload hands its share back at once, and its connection is closed without the rest of its body
 * being kept.
 */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Room for what a multipart upload carries beside the photo: part headers, boundaries and a few
 * short text fields (photo-upload.ts allows at most 5 fields of SCAN_FIELD_MAX_CHARS).
 */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024 + 5 * 4 * SCAN_FIELD_MAX_CHARS;

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload budget's figures, read-only (plugins/upload-budget.ts). */
    readonly uploadBudget: UploadBudgetReadings;
  }
}

/** What the rest of the app (GET /metrics, tests) may read of the budget: figures, no take or give. */
export type UploadBudgetReadings = Pick<
  UploadBudget,
  'capacityBytes' | 'perAddressBytes' | 'inUseBytes' | 'refusedCount' | 'heldBy'
>;

/** The bytes of all uploads in flight, and of each address's. */
export class UploadBudget {
  #inUse = 0;
  #refused = 0;
  readonly #byAddress = new Map<string, number>();
  constructor(
    readonly capacityBytes: number,
    readonly perAddressBytes: number,
  ) {}

  /** Bytes of upload bodies held now, all addresses together. */
  get inUseBytes(): number {
    return this.#inUse;
  }

  /** Uploads answered 503 since start because the budget, or their address's share, was full. */
  get refusedCount(): number {
    return this.#refused;
  }

  heldBy(address: string): number {
    return this.#byAddress.get(address) ?? 0;
  }

  /**
   * Whether an upload that may bring `bytes` fits now, overall and in its address's share, without
   * taking anything; zero bytes (a length not declared) need any room left at all. A refusal counts.
   */
  admits(address: string, bytes: number): boolean {
    return this.#counted(this.#fits(address, bytes));
  }

  /** Takes `bytes` more for `address` if they fit; a refusal counts. */
  tryTake(address: string, bytes: number): boolean {
    if (!this.#counted(this.#fits(address, bytes))) return false;
    this.#inUse += bytes;
    this.#byAddress.set(address, this.heldBy(address) + bytes);
    return true;
  }

  give(address: string, bytes: number): void {
    this.#inUse = Math.max(0, this.#inUse - bytes);
    const left = this.heldBy(address) - bytes;
    if (left > 0) this.#byAddress.set(address, left);
    else this.#byAddress.delete(address);
  }

  #fits(address: string, bytes: number): boolean {
    const held = this.heldBy(address);
    if (bytes === 0) return this.#inUse < this.capacityBytes && held < this.perAddressBytes;
    return this.#inUse + bytes <= this.capacityBytes && held + bytes <= this.perAddressBytes;
  }

  #counted(fits: boolean): boolean {
    if (!fits) this.#refused += 1;
    return fits;
  }
}

/** One admitted upload's share of the budget, returned once: when its read fails or its response is over. */
export class UploadTicket {
  #held = 0;
  #isReleased = false;
  constructor(
    private readonly budget: UploadBudget,
    private readonly address: string,
    /** The body's declared length, or undefined when it streams in chunks. */
    readonly declaredBytes: number | undefined,
  ) {}

  /** Makes the ticket cover `bytes` received so far; false (nothing taken) when they do not fit. */
  cover(bytes: number): boolean {
    if (this.#isReleased) return false;
    const more = bytes - this.#held;
    if (more <= 0) return true;
    if (!this.budget.tryTake(this.address, more)) return false;
    this.#held = bytes;
    return true;
  }

  release(): void {
    if (this.#isReleased) return;
    this.#isReleased = true;
    this.budget.give(this.address, this.#held);
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

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Admits or refuses each multipart request as soon as its headers are in (onRequest, before the
 * body parser or any route code reads a byte). Any upload answered before its body was read to
 * the end (refused here, too large or out of budget midway, or failed for another reason) has its
 * connection closed after the answer (closeAfterAnswer), so a held socket is not kept for its
 * next request and the client still reads why.
 */
export function registerUploadBudget(app: FastifyInstance, config: Config): UploadBudget {
  const budget = new UploadBudget(config.uploads.inFlightBytes, config.uploads.inFlightPerAddressBytes);
  app.decorate('uploadBudget', budget as UploadBudgetReadings);
  const maxRequestBytes = config.uploads.maxBytes + MULTIPART_OVERHEAD_BYTES;
  // A client that sends a photo up to twice the limit without waiting for an answer still reads it.
  const drainBytes = 2 * maxRequestBytes;
  app.addHook('onRequest', async (request, reply) => {
    if (!isMultipart(request)) return;
    const lengthHeader = request.headers['content-length'];
    const declared = lengthHeader === undefined ? undefined : Number(lengthHeader);
    if (declared !== undefined && declared > maxRequestBytes) throw declaredTooLarge(config.uploads.maxBytes);
    // One share per client network: an IPv6 client has a whole /64 of addresses to spread over.
    const address = clientNetworkOf(request.ip);
    // At most the largest photo is ever held of a body, whatever it declares.
    if (!budget.admits(address, Math.min(declared ?? 0, config.uploads.maxBytes))) {
      request.log.warn(
        { inFlightBytes: budget.inUseBytes, addressBytes: budget.heldBy(address), declared },
        'upload refused: in-flight budget or this address share full',
      );
      throw uploadsBusy();
    }
    const ticket = new UploadTicket(budget, address, declared);
    tickets.set(request.raw, ticket);
    // 'close' follows both a finished response and a connection cut off (timeout, client gone).
    reply.raw.once('close', () => ticket.release());
  });
  app.addHook('onSend', async (request, reply) => {
    // `complete`: the whole body arrived (over a socket); readableEnded: it was read (also in inject()).
    if (!isMultipart(request) || request.raw.complete || request.raw.readableEnded) return;
    reply.header('connection', 'close');
    closeAfterAnswer(request.raw, { drainBytes });
  });
  return budget;
}
