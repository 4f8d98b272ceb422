import { useEffect, useMemo } from 'react';

/** A blob: URL for previewing a local file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
