let lastStamp = 0;

/**
 * Strictly increasing within this process, so two events of one request never share a time and the timeline keeps their order.
 * A clock set back by more than a second (a time server's correction, a test's fake clock undone) is followed rather
 * than outrun: otherwise every later event would carry the old, future time until the clock caught up with it.
 */
export function eventTime(): Date {
  const now = Date.now();
  lastStamp = lastStamp - now > 1000 ? now : Math.max(now, lastStamp + 1);
  return new Date(lastStamp);
}
