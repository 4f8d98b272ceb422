import { escapeHtml } from '#server/plugins/pages/compose-page.ts';

interface Operation {
  tags?: string[];
  deprecated?: boolean;
  'x-alias-of'?: string;
  'x-contracts'?: { params?: string; querystring?: string; body?: string; response?: Record<string, string> };
  responses?: Record<string, unknown>;
}

/** The parts of the OpenAPI document the reference page shows. */
export interface DescribedApi {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation> | undefined>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Inline styles only: the CSP allows inline styles and same-origin scripts, and this page needs no script. */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1f2933; background: #fff; margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid #cbd2d9; overflow-wrap: anywhere; }
code { font-family: ui-monospace, monospace; font-size: 0.9em; }
.note { color: #52606d; }
`;

function inputsOf(operation: Operation): string {
  const contracts = operation['x-contracts'] ?? {};
  const inputs = (['params', 'querystring', 'body'] as const)
    .filter((part) => contracts[part])
    .map((part) => `${part}: <code>${escapeHtml(contracts[part] ?? '')}</code>`);
  return inputs.join('<br>');
}

function responsesOf(operation: Operation): string {
  const names = operation['x-contracts']?.response ?? {};
  return Object.keys(operation.responses ?? {})
    .map((status) =>
      names[status] ? `${escapeHtml(status)} <code>${escapeHtml(names[status])}</code>` : escapeHtml(status),
    )
    .join('<br>');
}

function rowOf(path: string, method: string, operation: Operation): string {
  const alias = operation['x-alias-of'];
  const note = alias
    ? `<br><span class="note">Deprecated alias of <code>${escapeHtml(alias)}</code></span>`
    : '';
  return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code>${note}</td><td>${inputsOf(operation)}</td><td>${responsesOf(operation)}</td></tr>`;
}

/**
 * The API reference at /api/docs: every operation of the document, grouped by who may call it,
 * with its method, path, input and output contracts. Rendered on the server from the same document
 * as /api/openapi.json, so it needs no script and nothing from another origin.
 */
export function renderDocsPage(api: DescribedApi): string {
  const sections = (api.tags ?? []).map((tag) => {
    const rows: string[] = [];
    for (const [path, item] of Object.entries(api.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (operation?.tags?.includes(tag.name)) rows.push(rowOf(path, method, operation));
      }
    }
    if (rows.length === 0) return '';
    const heading = escapeHtml(tag.name);
    return `<section aria-labelledby="access-${heading}"><h2 id="access-${heading}">${heading}</h2><p>${escapeHtml(tag.description ?? '')}</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Input</th><th scope="col">Responses</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`;
  });
  const title = `${escapeHtml(api.info.title)} ${escapeHtml(api.info.version)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} reference</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main><h1>${title}</h1>
<p>${escapeHtml(api.info.description ?? '')}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections.join('\n')}
</main></body></html>
`;
}
