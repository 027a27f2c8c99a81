const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits (real time, at most `ms`) until `done` holds. */
export async function until(done: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await sleep(100);
  }
}
