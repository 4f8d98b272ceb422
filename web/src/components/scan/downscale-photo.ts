/** Long edge of the copy sent to /api/scans/locate: enough to find a mouth, a fraction of the upload. */
export const LOCATE_EDGE = 1024;

/**
 * A small upright JPEG of the chosen photo, drawn in a canvas, so finding the mouth costs a
 * ~100 KB upload instead of the whole photo. Its fractions match the original's, because both
 * are the photo as shown (EXIF orientation applied). Falls back to the original file where the
 * browser cannot decode it itself; the server reads every format it accepts.
 */
export async function downscalePhoto(file: File, maxEdge = LOCATE_EDGE): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
