import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";

// A server-rendered screen is hydrated: the browser's first render must write exactly what the server wrote,
// or React throws the server's HTML away. Times are the one thing that cannot agree on their own (the
// clocks differ, and the server knows no time zone), so until hydration is over they are told from the
// moment and in the zone of the server's render; the next render tells them in the reader's own.

const ServerClock = createContext<number | null>(null);

/** Wraps a server render, and the browser's hydration of it, with the moment the server rendered. */
export function ServerClockProvider({ now, children }: { now: number; children: ReactNode }) {
  return <ServerClock.Provider value={now}>{children}</ServerClock.Provider>;
}

const noSubscription = () => () => {};

/** False while the server renders and while the browser hydrates; true in every later render. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export type Clock = { now: number; timeZone: string | undefined };

/**
 * The clock a time on screen is read against: the server render's (in UTC) until hydration is over, then
 * `live` (the caller's own ticking "now") in the reader's time zone.
 */
export function useClock(live: number): Clock {
  const serverNow = useContext(ServerClock);
  const hydrated = useHydrated();
  return serverNow !== null && !hydrated ? { now: serverNow, timeZone: "UTC" } : { now: live, timeZone: undefined };
}
