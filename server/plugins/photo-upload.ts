import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SCAN_FIELD_MAX_CHARS, SCAN_UPLOAD_FIELD } from '#common/contracts/scans.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';
import { freeBufferNow } from '#server/lib/free-buffer-now.ts';
import {
  registerUploadBudget,
  type UploadBudget,
  type UploadTicket,
  uploadsBusy,
  uploadTicketOf,
} from './upload-budget.ts';

/** A photo sent without a declared length starts in a buffer this large, doubled as it grows. */
const CHUNKED_START_BYTES = 1024 * 1024;

/**
 * One photo per upload, and a few short text fields. The size limits live in the
 * multipart parser, which stops reading at MAX_UPLOAD_MB while the photo streams
 * in (readPhotoUpload), and cuts a text field off at SCAN_FIELD_MAX_CHARS. Before
 * any of that, the upload budget (upload-budget.ts) admits the request or answers 503.
 */
export async function registerPhotoUpload(app: FastifyInstance, config: Config): Promise<UploadBudget> {
  const budget = registerUploadBudget(app, config);
  await app.register(multipart, {
    limits: {
      fileSize: config.uploads.maxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: SCAN_FIELD_MAX_CHARS,
    },
  });
  return budget;
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    'FILE_TOO_LARGE',
    `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`,
  );

export interface PhotoUpload<TFields> {
  bytes: Buffer;
  /** The text fields sent beside the photo, checked against the route's schema. */
  fields: TFields;
}

const missingPhoto = () =>
  new AppError('VALIDATION_FAILED', `Please choose a photo to upload (form field "${SCAN_UPLOAD_FIELD}").`, {
    issues: [{ path: SCAN_UPLOAD_FIELD, message: 'Required' }],
  });

/** A field the parser cut off at SCAN_FIELD_MAX_CHARS, or one sent twice, is refused rather than half-read. */
const badField = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path: name, message }] });

/**
 * The uploaded photo's bytes and the text fields beside it (in any order), for
 * the service (which knows nothing of HTTP). A cut-off file is refused with 413,
 * whether the parser threw or only flagged the stream as truncated; fields that
 * fail `schema` with 400 VALIDATION_FAILED, naming each problem.
 */
export async function readPhotoUpload<TSchema extends z.ZodType>(
  request: FastifyRequest,
  maxBytes: number,
  schema: TSchema,
): Promise<PhotoUpload<z.output<TSchema>>> {
  let bytes: Buffer | undefined;
  const rawFields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = part.fieldname;
        if (part.valueTruncated || part.fieldnameTruncated)
          throw badField(name, `The field "${name}" is too long.`);
        if (Object.hasOwn(rawFields, name)) throw badField(name, `The field "${name}" was sent twice.`);
        // A part sent as application/json arrives parsed; the contracts read text.
        rawFields[name] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      if (part.fieldname !== SCAN_UPLOAD_FIELD) throw missingPhoto();
      bytes = await readFilePart(part.file, { maxBytes, ticket: uploadTicketOf(request) });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw malformedOr(error);
  }
  if (!bytes) throw missingPhoto();
  const parsed = schema.safeParse(rawFields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(describeIssue);
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid upload fields.', { issues });
  }
  return { bytes, fields: parsed.data };
}

/**
 * The photo's bytes, copied as they arrive into one buffer of its own: sized from the declared
 * Content-Length (never above maxBytes), or grown by doubling for a chunked body. Each byte is
 * charged to the upload budget as it comes (503 once the budget or the sender's share is full);
 * a declared length only sizes the buffer, whose pages take memory as bytes fill them. The
 * parser's size limit ends the read as soon as it passes maxBytes (413), not at the body's end.
 * Whatever ends the read early (the client gone, the request timeout, too large, no budget) hands
 * that buffer's memory back at once (freeBufferNow), and its share of the budget with it.
 */
async function readFilePart(
  file: MultipartFile['file'],
  options: { maxBytes: number; ticket: UploadTicket | undefined },
): Promise<Buffer> {
  const { maxBytes, ticket } = options;
  let buffer: Buffer = Buffer.allocUnsafeSlow(
    Math.min(ticket?.declaredBytes ?? CHUNKED_START_BYTES, maxBytes),
  );
  let length = 0;
  // At its size limit the parser only marks the file truncated and reads on to the
  // body's end; ending the file here answers 413 at once (and the body is not read further).
  const refuse = () => file.destroy(tooLarge(maxBytes));
  if (file.truncated) refuse();
  else file.once('limit', refuse);
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      const needed = length + chunk.length;
      if (needed > maxBytes) throw tooLarge(maxBytes);
      if (ticket && !ticket.cover(needed)) throw uploadsBusy();
      if (needed > buffer.length)
        buffer = grown(buffer, length, Math.min(maxBytes, Math.max(needed, 2 * buffer.length)));
      chunk.copy(buffer, length);
      length = needed;
    }
    if (file.truncated) throw tooLarge(maxBytes);
  } catch (error) {
    freeBufferNow(buffer);
    ticket?.release();
    throw error;
  }
  return buffer.subarray(0, length);
}

function grown(buffer: Buffer, length: number, capacity: number): Buffer {
  const larger = Buffer.allocUnsafeSlow(capacity);
  buffer.copy(larger, 0, 0, length);
  freeBufferNow(buffer);
  return larger;
}

/** zod reports an unknown key at its object's path and in its own words; name the key instead. */
function describeIssue(issue: z.core.$ZodIssue): { path: string; message: string } {
  const path = issue.path.join('.');
  if (issue.code !== 'unrecognized_keys') return { path, message: issue.message };
  const key = issue.keys[0] ?? '';
  return path
    ? { path: `${path}.${key}`, message: `The field "${path}" has an unknown key "${key}".` }
    : { path: key, message: `The upload has an unknown field "${key}".` };
}

/**
 * The multipart parser (busboy) reports a broken or cut-off body with plain
 * errors ('Boundary not found', 'Unexpected end of form'), without a code: any
 * uncoded failure while reading the body is the client's, so a 400.
 */
function malformedOr(error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode) return error;
  return new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
}
