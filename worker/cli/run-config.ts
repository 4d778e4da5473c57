// A test run's own wrangler config (`npm start` with PLAZA_WEB_DIST): wrangler.toml as it is, but with the
// server bundle's alias pointing at the run's own build, so parallel runs never swap each other's bundle
// mid-test. `wrangler dev --alias` cannot do this: it does not override the alias of the config file.
// The copy sits beside wrangler.toml, because wrangler resolves a config's paths from its own folder.

const ALIAS_LINE = /^alias = \{ "plaza-ssr" = "[^"]*" \}$/m;

/** wrangler.toml's text with the "plaza-ssr" alias set to `bundle` (an absolute path). */
export function withServerBundle(config: string, bundle: string): string {
  if (!ALIAS_LINE.test(config)) throw new Error('wrangler.toml has no `alias = { "plaza-ssr" = "…" }` line to point at the run\'s bundle');
  return config.replace(ALIAS_LINE, `alias = { "plaza-ssr" = ${JSON.stringify(bundle)} }`);
}

/** Where a run on `port` keeps its config (gitignored). */
export const runConfigPath = (port: number) => `.wrangler-run-${port}.toml`;
