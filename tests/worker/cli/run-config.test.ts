import { describe, expect, it } from "vitest";
import { runConfigPath, withServerBundle } from "../../../worker/cli/run-config";

// A test run's wrangler config: wrangler.toml with the server bundle's alias moved to the run's own build.

const TOML = `name = "plaza-local"
main = "worker/index.ts"
alias = { "plaza-ssr" = "./web/dist-ssr/entry-server.js" }

[assets]
directory = "web/dist"
`;

describe("withServerBundle", () => {
  it("points the alias at the run's bundle and leaves every other line as it was", () => {
    const config = withServerBundle(TOML, "/tmp/run 8788/web-dist-ssr/entry-server.js");
    expect(config).toBe(TOML.replace("./web/dist-ssr/entry-server.js", "/tmp/run 8788/web-dist-ssr/entry-server.js"));
  });

  it("refuses a config without the alias rather than serve the shared bundle", () => {
    expect(() => withServerBundle(TOML.replace(/^alias.*$/m, ""), "/tmp/x.js")).toThrow(/plaza-ssr/);
  });

  it("names one config per port, beside wrangler.toml", () => {
    expect(runConfigPath(8788)).toBe(".wrangler-run-8788.toml");
  });
});
