/** The server's clock: real time, replaceable in tests so that expiry can be exercised. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): string {
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

export function isPast(instant: string, clock: Clock): boolean {
  return Date.parse(instant) <= clock.now().getTime();
}
