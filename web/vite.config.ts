import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const worker = process.env.WORKER_ORIGIN ?? "http://127.0.0.1:8787";

const clientBuild: UserConfig["build"] = {
  outDir: "dist",
  emptyOutDir: true,
  manifest: true,
  sourcemap: false,
  // Left alone, Rolldown cuts the libraries every screen needs into a dozen chunks of about 1 KB and
  // every icon into one of its own, so a first visit waits on two rounds of many small requests before
  // anything renders (Lighthouse, mobile: / 88 → 94, /pages 88 → 92 with these groups). One chunk instead:
  // the framework. Icons are no longer one group of every icon in the app: that chunk grew with each
  // member and staff screen and sat in every first download; now each route carries the icons it uses
  // (the same 7 preloaded chunks for /, 1.5 KB less; README.md decision 13).
  rolldownOptions: {
    output: {
      // The first visit's entry lists every lazily loaded chunk by file name (the preload map of ~160
      // chunks), so each name is bytes on every first download: chunks are "c-" and their hash (the "c-" so
      // no name starts with "_" or "-"), the framework keeps its name (README.md decision 34).
      chunkFileNames: (chunk) => (chunk.name === "framework" ? "assets/[name]-[hash].js" : "assets/c-[hash].js"),
      codeSplitting: {
        groups: [
          { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|sonner|hono|clsx|tailwind-merge)[\\/]/ },
        ],
      },
    },
  },
};

// `vite build --ssr src/entry-server.tsx` (npm run build): the app's server bundle for the Worker (README.md,
// "Server rendering"). One self-contained ES module, every dependency inside, resolved as Cloudflare's runtime
// resolves them ("workerd" first: react-dom/server's Web Streams build, TanStack Router's server half).
const serverBundle: UserConfig = {
  ssr: { noExternal: true, target: "webworker", resolve: { conditions: ["workerd", "worker", "module", "import"], externalConditions: ["workerd"] } },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    outDir: "dist-ssr",
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    rolldownOptions: { external: [/^node:/], output: { codeSplitting: false, entryFileNames: "entry-server.js" } },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    // Must come before react(): it rewrites route files into code-split chunks. Not in the server bundle:
    // there a route's component must be there when the server renders, not arrive later (README.md,
    // "Server rendering").
    tanstackRouter({
      target: "react",
      autoCodeSplitting: !isSsrBuild,
      routesDirectory: `${webRoot}src/routes`,
      generatedRouteTree: `${webRoot}src/route-tree.gen.ts`,
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { "@": `${webRoot}src`, "@contract": `${webRoot}../worker/contract` } },
  ...(isSsrBuild ? serverBundle : { build: clientBuild }),
  // `npm run dev`: Vite serves the SPA with hot reload and hands API and image requests to the local Worker.
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": worker, "/images": worker },
  },
}));
