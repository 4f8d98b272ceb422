/** Ids are short and plain; anything else names no record and is not looked up. */
const MAX_ID_LENGTH = 64;

/**
 * A record page's path segment as the browser's router reads it (decoded), or undefined when it cannot
 * be an id: used alike for the 404 check (missing-record.ts) and the data preload (page-requests.ts).
 */
export function decodeRecordId(segment: string): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return id && id.length <= MAX_ID_LENGTH && !id.includes('\0') ? id : undefined;
}
