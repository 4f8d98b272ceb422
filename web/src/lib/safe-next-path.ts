/**
 * Where to go after logging in: a same-site path from `?next=` or the router state.
 * Only relative paths starting with one '/' are allowed ('//host' and '/\host' are
 * other sites to a browser), so a crafted link cannot send the visitor elsewhere.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our paths and confuse URL parsers.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  // Going back to the auth pages themselves would be a loop.
  const pathname = value.split(/[?#]/)[0];
  if (pathname === '/login' || pathname === '/signup') return null;
  return value;
}

/** The return path a /login visit carries, from `?next=` first, then `state.from`. */
export function nextPathFrom(search: string, state: unknown): string | null {
  const fromQuery = safeNextPath(new URLSearchParams(search).get('next'));
  if (fromQuery) return fromQuery;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return safeNextPath(from);
}
