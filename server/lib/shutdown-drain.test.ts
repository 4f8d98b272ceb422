import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { createHold } from '../../tests/setup/hold.ts';
import { createShutdownDrain } from './shutdown-drain.ts';

describe('shutdown drain', () => {
  it('refuses new work with 503 SERVICE_UNAVAILABLE and Retry-After once draining', async () => {
    const drain = createShutdownDrain();
    expect(await drain.run(async () => 'taken')).toBe('taken');
    void drain.drain({ graceMs: 60_000, releaseMs: 0 });
    expect(drain.isDraining).toBe(true);
    const refused = await drain.run(async () => 'taken').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      extra: { details: { retryAfterSeconds: 5 } },
    });
  });

  it('waits for the work running and the jobs, and ends clean without releasing anything', async () => {
    const drain = createShutdownDrain();
    const work = createHold();
    const jobs = createHold();
    const running = drain.run(() => work.arrive());
    let isDone = false;
    const draining = drain
      .drain({ graceMs: 60_000, releaseMs: 0, alsoWaitFor: jobs.arrive() })
      .then((outcome) => {
        isDone = true;
        return outcome;
      });
    work.release();
    await running;
    // Every promise callback has run by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(isDone).toBe(false);
    jobs.release();
    expect(await draining).toEqual({ isClean: true, releasedCount: 0 });
    expect(drain.released.aborted).toBe(false);
  });

  it('past the bound aborts `released` and waits for the work to let go', async () => {
    const drain = createShutdownDrain();
    const running = drain.run(
      () =>
        new Promise((_resolve, reject) => {
          drain.released.addEventListener('abort', () => reject(new Error('released')));
        }),
    );
    const outcome = await drain.drain({ graceMs: 1, releaseMs: 60_000 });
    expect(outcome).toEqual({ isClean: false, releasedCount: 1 });
    await expect(running).rejects.toThrow('released');
  });
});
