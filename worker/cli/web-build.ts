// How every script builds the web app (`npm start`, the benchmark, the worker tests' server bundle): the
// SPA, or with `server` the bundle the Worker renders public screens with (README.md, "Server rendering").

type WebBuild = {
  /** The server bundle (`--ssr src/entry-server.tsx`) instead of the SPA. */
  server?: boolean;
  /** Another directory than the config's (web/dist, web/dist-ssr), emptied first. */
  outDir?: string;
  /** vite.config.ts's path, for a caller whose working directory is not the project's. */
  config?: string;
  logLevel?: "warn" | "error";
};

/** The arguments of `npx vite build …` for one of the two builds. */
export const webBuildArgs = ({ server = false, outDir, config = "web/vite.config.ts", logLevel = "warn" }: WebBuild = {}) => [
  "vite",
  "build",
  "--config",
  config,
  "--logLevel",
  logLevel,
  ...(server ? ["--ssr", "src/entry-server.tsx"] : []),
  ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : []),
];

/**
 * A production build whatever NODE_ENV the caller runs with: a test runner's "test" or a shell's
 * "development" would build React's development code, whose JSX runtime the bundled React lacks.
 */
export const productionBuildEnv = (env: NodeJS.ProcessEnv) => ({ ...env, NODE_ENV: "production" });
