let lastStamp = 0;

/** Strictly increasing within this process, so two events of one request never share a time and the timeline keeps their order. */
export function eventTime(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}
