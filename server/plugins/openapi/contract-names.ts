import { readdir } from 'node:fs/promises';
import { z } from 'zod';
import { IS_COMPILED } from '#server/lib/is-compiled.ts';

const CONTRACTS_DIR = new URL('../../../common/contracts/', import.meta.url);
const MODULE_EXTENSION = IS_COMPILED ? '.js' : '.ts';

/**
 * One schema exported under several names is an alias (`ZUpdateNameResponse = ZAuthResponse`):
 * the shorter name is the base one; equal lengths go by alphabet, so the choice is stable.
 */
const isBaseName = (name: string, other: string) =>
  name.length < other.length || (name.length === other.length && name < other);

/** Looks up the name a contract schema is exported under, without its Z prefix. */
export type ContractNames = (schema: unknown) => string | undefined;

/**
 * Every `Z…` schema exported from common/contracts, by the schema object, so the API description
 * can name a route's request and response shapes (ZScanDetail → ScanDetail). Read from the folder,
 * so a new contract file is named without a list to update; a schema no route uses may be absent
 * from the compiled build, which is harmless as no route names it.
 */
export async function loadContractNames(): Promise<ContractNames> {
  const names = new Map<unknown, string>();
  const files = (await readdir(CONTRACTS_DIR)).filter(
    (file) => file.endsWith(MODULE_EXTENSION) && !file.endsWith(`.test${MODULE_EXTENSION}`),
  );
  for (const file of files.sort()) {
    const exports: Record<string, unknown> = await import(new URL(file, CONTRACTS_DIR).href);
    for (const [name, value] of Object.entries(exports)) {
      if (!name.startsWith('Z') || !(value instanceof z.ZodType)) continue;
      const known = names.get(value);
      if (!known || isBaseName(name.slice(1), known)) names.set(value, name.slice(1));
    }
  }
  // optionalBody (common/contracts/endpoint.ts) wraps a contract in a preprocess pipe.
  return (schema) => names.get(schema) ?? (schema instanceof z.ZodPipe ? names.get(schema.out) : undefined);
}
