import { businessWallClock } from '@backoffice/contract';

/** An instant → the Warsaw wall clock, `YYYY-MM-DD HH:mm:ss` (what the date-time picker holds). */
export function toWarsawWallClock(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const p = businessWallClock(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * A Warsaw wall-clock time → its instant (ISO, UTC). The zone's offset is found by asking what
 * the first guess reads as in Warsaw; a second pass settles the days the clocks change.
 */
export function fromWarsawWallClock(wall: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wall);
  if (!match) return null;
  const [y, mo, d, h, mi, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const target = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const shown = toWarsawWallClock(new Date(guess).toISOString());
    if (!shown) return null;
    const [date, time] = shown.split(' ') as [string, string];
    const [sy, smo, sd] = date.split('-').map(Number) as [number, number, number];
    const [sh, smi, ss] = time.split(':').map(Number) as [number, number, number];
    guess += target - Date.UTC(sy, smo - 1, sd, sh, smi, ss);
  }
  return new Date(guess).toISOString();
}
