/**
 * Client-side checks so an obviously wrong file fails at once instead of after an
 * upload. The server re-checks the content (STYLE: never trust the client's type)
 * and its MAX_UPLOAD_MB default is the same 15 MB.
 */
export const MAX_UPLOAD_MB = 15;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** What the server's content sniffing accepts; AVIF is rare enough that the copy names only three. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

export type FileProblem = { title: string; description: string };

export function checkImageFile(file: File): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Invalid File Type', description: 'Please select an image file (JPG, PNG, or WebP).' };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: 'File Too Large',
      description: `This photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_UPLOAD_MB} MB. Try a smaller photo or a screenshot of it.`,
    };
  }
  return null;
}
