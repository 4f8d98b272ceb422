// No zod here: the web's bundle imports this for every call (web/src/api/call-endpoint.ts).

/** Fills a path's `:name` parameters, each encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${path} needs the path parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}
