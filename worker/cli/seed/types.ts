import type { SeedPageInfo } from "./pages";

/**
 * One demo motion. `age` is how long before the seed run it was posted ("45m", "7h", "3d", "12d5h"), so
 * relative and long dates both show whenever the seed runs. `up` and `down` are how many distinct demo
 * members vote each way.
 */
export type SeedMotion = { text: string; age: string; up: number; down: number };

export type SeedMember = { name: string; email: string };

/** A demo motion page with its motions. */
export type SeedCityPage = SeedPageInfo & { motions: SeedMotion[] };
