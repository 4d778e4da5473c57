import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import type { Manifest } from "vite";
import { webDist } from "./server";

// A performance budget (README.md, Performance): the JavaScript a first visit to `/` must load,
// gzip-compressed, at most 150 KB. Size, not time: read from the manifest of the build the e2e server
// made (vite.config.ts sets build.manifest).
const BUDGET_KB = 150;

test("initial JavaScript for / stays within 150 KB gzip", async ({}, testInfo) => {
  const dist = resolve(testInfo.project.testDir, "../..", webDist);
  const manifest = JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8")) as Manifest;

  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  expect(entry, "one entry chunk").toHaveLength(1);
  // TanStack's autoCodeSplitting turns src/routes/index.tsx into `…index.tsx?tsr-split=…` chunks.
  const homeRoute = Object.keys(manifest).filter((key) => /^src\/routes\/index\.tsx(\?|$)/.test(key));
  expect(homeRoute.length, "the / route's chunk is in the manifest").toBeGreaterThan(0);

  // Everything those chunks import statically is fetched before `/` can render; dynamic imports are not.
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  [...entry, ...homeRoute].forEach(visit);

  const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith(".js"));
  const gzipKB = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024;
  const sizes = files.map((file) => ({ file, kb: gzipKB(file) })).sort((a, b) => b.kb - a.kb);
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const cssKB = css.reduce((sum, file) => sum + gzipKB(file), 0);

  console.log(
    `Initial JavaScript for /: ${total.toFixed(1)} KB gzip in ${files.length} chunks (budget ${BUDGET_KB} KB); CSS ${cssKB.toFixed(1)} KB gzip`,
  );
  for (const { file, kb } of sizes.slice(0, 5)) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
  expect(total, "initial JS for / in KB gzip").toBeLessThanOrEqual(BUDGET_KB);
});
