// The local rate limiter counts in windows that are whole minutes of the wall clock, so a run of requests
// that straddles a minute's end is counted in two windows and never reaches the limit. A test of a limit
// runs its requests through `inOneMinute`, which tries again (with fresh callers: `attempt` makes them) in
// the next minute when that happened.

const minute = () => Math.floor(Date.now() / 60_000);

export async function inOneMinute<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    const started = minute();
    const result = await attempt();
    if (minute() === started || tries === 2) return result;
  }
}
