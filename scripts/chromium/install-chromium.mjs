import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ description: string, steps: { command: string, args: string[] }[], env: Record<string, string> }} TInstallPlan
 */

/**
 * How to get a Chromium when the machine has none: Debian's package when we are root on Debian (the
 * browser CI uses, patched by the distribution), otherwise Playwright's download into the user's cache.
 * @param {{ osId: string | undefined, isRoot: boolean }} machine
 * @returns {TInstallPlan}
 */
export function chooseInstallPlan({ osId, isRoot }) {
  if (osId === 'debian' && isRoot) {
    return {
      description: 'apt-get update && apt-get install -y chromium',
      steps: [
        { command: 'apt-get', args: ['update'] },
        { command: 'apt-get', args: ['install', '-y', 'chromium'] },
      ],
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    };
  }
  return {
    description: 'npx playwright install chromium',
    steps: [{ command: 'npx', args: ['playwright', 'install', 'chromium'] }],
    env: {},
  };
}

/** The ID line of /etc/os-release (`debian`, `ubuntu`, …), or undefined off Linux. */
export function readOsId(file = '/etc/os-release') {
  if (!existsSync(file)) return undefined;
  const match = /^ID="?([^"\n]+)"?$/m.exec(readFileSync(file, 'utf8'));
  return match?.[1];
}

/**
 * Runs the plan for this machine, saying on stdout what it does. Returns false when a step fails.
 * @param {{ log: (line: string) => void }} options
 */
export function installChromium({ log }) {
  const plan = chooseInstallPlan({ osId: readOsId(), isRoot: process.getuid?.() === 0 });
  log(`No Chromium found for the e2e tests; installing one: ${plan.description}`);
  for (const step of plan.steps) {
    const result = spawnSync(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...plan.env },
    });
    if (result.status !== 0) {
      log(`${step.command} ${step.args.join(' ')} failed (exit ${result.status ?? result.error?.message})`);
      return false;
    }
  }
  return true;
}
