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

/**
 * `count` requests and one more, all in one minute's window: the statuses of the first ones and the last
 * answer. `caller` makes a fresh caller (a new address, a new member) for each try and returns its request.
 */
export const oneOverTheLimit = <R extends { status: number }>(count: number, caller: () => () => Promise<R>) =>
  inOneMinute(async () => {
    const send = caller();
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send()).status);
    return { statuses, limited: await send() };
  });
