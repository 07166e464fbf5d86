/** Time source; tests replace it to move past throttling windows and expiries. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
