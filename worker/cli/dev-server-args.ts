// How `npm start` calls `wrangler dev`, apart from Node so it can be tested anywhere. The app's own URL
// (APP_URL: the origin of every link in verification, reset and notice mails) is the address the server
// really listens on, so `PORT=9000 npm start` mails links to port 9000, not wrangler.toml's default 8787.

export type DevServerOptions = {
  host: string;
  port: number;
  /** Local D1/R2 state (--persist-to). */
  stateDir: string;
  /** A separately built SPA to serve instead of wrangler.toml's [assets] directory. */
  assetsDir?: string;
  /** A config of the run's own instead of wrangler.toml (worker/cli/run-config.ts). */
  configPath?: string;
};

/** The origin the local server answers on. */
export const localAppUrl = ({ host, port }: Pick<DevServerOptions, "host" | "port">) => `http://${host}:${port}`;

/** The arguments of `npx wrangler dev …` for `npm start`. */
export const devServerArgs = (options: DevServerOptions): string[] => [
  "wrangler",
  "dev",
  "--ip",
  options.host,
  "--port",
  String(options.port),
  "--persist-to",
  options.stateDir,
  ...(options.assetsDir ? ["--assets", options.assetsDir] : []),
  ...(options.configPath ? ["--config", options.configPath] : []),
  // Overrides [vars] APP_URL of wrangler.toml for this run only.
  "--var",
  `APP_URL:${localAppUrl(options)}`,
  // Lets `npm start` run the cron sweeps on a timer (scheduledUrl): workerd never fires cron triggers itself.
  "--test-scheduled",
  "--show-interactive-dev-session=false",
];

/**
 * The local URL that runs the `scheduled` handler for one cron expression. The runtime answers it itself;
 * wrangler's older /__scheduled would reach the SPA fallback of [assets] instead of the Worker.
 */
export const scheduledUrl = (origin: string, cron: string) => `${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`;
