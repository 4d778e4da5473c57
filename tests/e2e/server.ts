// Where this run's server lives. Everything derives from E2E_PORT, so two runs on different ports never
// share a state directory or a build (a rebuild elsewhere cannot swap the assets under a running test).
export const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;
/** Relative to the project root (the web server's cwd); git-ignored as tests/e2e/.state-*. */
export const stateDir = `tests/e2e/.state-${port}`;
/** The SPA build this run serves; the bundle-budget test reads its manifest. */
export const webDist = `${stateDir}/web-dist`;
