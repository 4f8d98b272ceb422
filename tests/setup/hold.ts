/** A point work stops at until the test releases it, so a transient state lasts exactly as long as the test needs. */
export interface Hold {
  /** Resolves once `arrivals` calls of arrive() are waiting. */
  reached: Promise<void>;
  release(): void;
  /** Waits here until released. */
  arrive(): Promise<void>;
}

export function createHold(arrivals = 1): Hold {
  let reach = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  return {
    reached,
    release,
    async arrive() {
      count += 1;
      if (count === arrivals) reach();
      await released;
    },
  };
}
