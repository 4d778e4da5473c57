import { describe, expect, it } from "vitest";
import { devServerArgs, localAppUrl, scheduledUrl } from "../../../worker/cli/dev-server-args";

// `npm start` serves on PORT (default 8787): APP_URL, the origin of every mailed link, must follow it
// instead of wrangler.toml's [vars] default.

/** The values of every `--var KEY:VALUE` pair, by key. */
const vars = (args: string[]) =>
  Object.fromEntries(
    args.flatMap((arg, i) => (args[i - 1] === "--var" ? [[arg.slice(0, arg.indexOf(":")), arg.slice(arg.indexOf(":") + 1)]] : [])),
  );
const flag = (args: string[], name: string) => args[args.indexOf(name) + 1];

describe("devServerArgs", () => {
  it("sets APP_URL to the host and port it serves on", () => {
    const args = devServerArgs({ host: "127.0.0.1", port: 9000, stateDir: ".wrangler/state" });
    expect(args.slice(0, 2)).toEqual(["wrangler", "dev"]);
    expect(flag(args, "--ip")).toBe("127.0.0.1");
    expect(flag(args, "--port")).toBe("9000");
    expect(vars(args)).toEqual({ APP_URL: "http://127.0.0.1:9000" });
  });

  it("keeps the default port's URL and passes the state and assets directories", () => {
    const args = devServerArgs({ host: "127.0.0.1", port: 8787, stateDir: "tests/e2e/.state-8788", assetsDir: "/tmp/dist" });
    expect(vars(args)).toEqual({ APP_URL: "http://127.0.0.1:8787" });
    expect(flag(args, "--persist-to")).toBe("tests/e2e/.state-8788");
    expect(flag(args, "--assets")).toBe("/tmp/dist");
    expect(args).toContain("--show-interactive-dev-session=false");
    expect(args).toContain("--test-scheduled"); // npm start runs the cron sweeps itself
  });

  it("serves the built SPA from wrangler.toml's [assets] when no directory is given", () => {
    expect(devServerArgs({ host: "127.0.0.1", port: 8787, stateDir: "s" })).not.toContain("--assets");
  });

  it("reads a run's own config when it has one, else wrangler.toml", () => {
    expect(flag(devServerArgs({ host: "127.0.0.1", port: 8788, stateDir: "s", configPath: ".wrangler-run-8788.toml" }), "--config")).toBe(".wrangler-run-8788.toml");
    expect(devServerArgs({ host: "127.0.0.1", port: 8787, stateDir: "s" })).not.toContain("--config");
  });
});

describe("scheduledUrl", () => {
  it("names the cron expression the sweep dispatches on, URL-encoded", () => {
    expect(scheduledUrl("http://127.0.0.1:8787", "*/5 * * * *")).toBe("http://127.0.0.1:8787/cdn-cgi/handler/scheduled?cron=*%2F5%20*%20*%20*%20*");
  });
});

describe("localAppUrl", () => {
  it("is the origin the server answers on", () => {
    expect(localAppUrl({ host: "127.0.0.1", port: 8788 })).toBe("http://127.0.0.1:8788");
  });
});
