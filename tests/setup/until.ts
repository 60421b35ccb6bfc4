/**
 * Reads until `done` holds or the time is up, and returns the last read either way, so the test's own
 * expectation on it fails with the values it saw (the mail worker and pg-boss work in the background).
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
