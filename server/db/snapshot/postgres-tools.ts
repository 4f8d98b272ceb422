import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian and Ubuntu install each PostgreSQL version's programs, the server's included. */
const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * The newest pg_dump or pg_restore on this machine, which must be at least the server's major
 * version: an older pg_dump refuses a newer server. PATH's copy is only one candidate, because on
 * Debian it is the newest installed client anyway, and a machine with the server installed has that
 * version's programs under /usr/lib/postgresql/<major>/bin.
 */
export async function findPostgresTool(tool: PostgresTool, serverMajor: number): Promise<string> {
  const found: { program: string; major: number }[] = [];
  for (const program of [tool, ...(await debianCandidates(tool))]) {
    const major = await majorVersionOf(program);
    if (major !== undefined) found.push({ program, major });
  }
  const best = found.sort((a, b) => b.major - a.major)[0];
  if (!best) {
    throw new Error(
      `${tool} was not found: install the PostgreSQL client programs, version ${serverMajor} or newer ` +
        '(Debian/Ubuntu: apt-get install postgresql-client)',
    );
  }
  if (best.major < serverMajor) {
    throw new Error(
      `${tool} ${best.major} (${best.program}) is older than the PostgreSQL ${serverMajor} server; ` +
        `install the client programs of version ${serverMajor} or newer`,
    );
  }
  return best.program;
}

/** Runs a PostgreSQL program, failing with what it wrote to stderr. */
export async function runPostgresTool(
  program: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  try {
    const { stdout } = await run(program, args, { env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(program)} failed: ${stderr || (error as Error).message}`);
  }
}

async function debianCandidates(tool: PostgresTool): Promise<string[]> {
  const versions = await readdir(DEBIAN_POSTGRES_DIR).catch(() => []);
  return versions.map((version) => path.join(DEBIAN_POSTGRES_DIR, version, 'bin', tool));
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` gives 15; a missing program gives undefined. */
async function majorVersionOf(program: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /\(PostgreSQL\) (\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
