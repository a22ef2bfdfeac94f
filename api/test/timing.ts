/**
 * Timing comparisons for the "same answer time" tests (issue 26): does every kind of request cost
 * the same?
 */

/** How far apart a set of timings is: the largest over the smallest (1.2 = 20 %). */
const spread = (xs: number[]): number => Math.max(...xs) / Math.min(...xs);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface TimingSpread {
  /** Spread of the kinds' median wall-clock times. */
  wall: number;
  /** Spread of the kinds' median CPU times (this process, all threads: scrypt runs in libuv's pool). */
  cpu: number;
}

/**
 * Runs every kind `tries` times, interleaved (a different kind first each round, so none always
 * goes first), and answers the spread of the medians. `check` sees every answer.
 */
export async function measureSpread<T>(kinds: Record<string, () => Promise<T>>, tries: number, check: (answer: T) => void): Promise<TimingSpread> {
  const names = Object.keys(kinds);
  const wall = new Map<string, number[]>(names.map((n) => [n, []]));
  const cpu = new Map<string, number[]>(names.map((n) => [n, []]));
  for (let round = 0; round < tries; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length]!;
      const start = process.hrtime.bigint();
      const before = process.cpuUsage();
      const answer = await kinds[name]!();
      const used = process.cpuUsage(before);
      wall.get(name)!.push(Number(process.hrtime.bigint() - start) / 1e6);
      cpu.get(name)!.push((used.user + used.system) / 1000);
      check(answer);
    }
  }
  return { wall: spread(names.map((n) => median(wall.get(n)!))), cpu: spread(names.map((n) => median(cpu.get(n)!))) };
}

/**
 * Measures up to `attempts` times, until the wall-clock medians are within `limit`. The work (CPU
 * time, which other processes hardly disturb) must be within `limit` every time; the wall-clock
 * time in at least one measurement: on a busy machine other processes add delays of their own
 * to single tries (measured on the 2-core CI box at a load of 7: about 1 measurement in 3 off by
 * 40-70 %, none when idle). Answers every measurement; the caller asserts.
 */
export async function measureUntilClose<T>(
  kinds: Record<string, () => Promise<T>>,
  options: { tries: number; attempts: number; limit: number },
  check: (answer: T) => void,
): Promise<TimingSpread[]> {
  const spreads: TimingSpread[] = [];
  do spreads.push(await measureSpread(kinds, options.tries, check));
  while (spreads.length < options.attempts && spreads[spreads.length - 1]!.wall > options.limit);
  return spreads;
}
