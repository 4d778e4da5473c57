// ESLint (flat config) for the whole repo: worker/, web/, tests/.
//
// Where this file lives, and why: the top level holds no tool configs, so this is a dotfile that
// `npm run lint:eslint` passes with `--config`. One file rather than ESLint 10's per-directory lookup
// (worker/eslint.config.js, web/eslint.config.js, tests/eslint.config.js plus a shared module): the
// rules here are mostly about imports *between* those trees, and one file states them in one place.
// With `--config`, ESLint takes the working directory as the base of every `files`/`ignores` glob below
// (and lints nothing outside it), so run it from the repo root, as `npm run lint:eslint` does. Paths in
// rule options are absolute (`root`), so they do not depend on it. Editors need the flag too, e.g.
// VS Code `"eslint.options": { "overrideConfigFile": ".eslint.config.js" }`.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import { importX } from "eslint-plugin-import-x";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const TS = ["**/*.ts", "**/*.tsx"];

// Generated or not ours: never linted.
const GENERATED = ["web/src/route-tree.gen.ts", "worker/worker-configuration.d.ts", "migrations/**"];

// Every feature folder present when lint runs; a feature added later is covered without editing this file.
const features = readdirSync(path.join(root, "web/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// kebab-case, as eslint-plugin-check-file's KEBAB_CASE; TanStack file routes may also start with `$`
// (path params: `$slug.tsx`), `_` (pathless layouts: `_console.tsx`) or `__` (`__root.tsx`), and end in `_`
// (a path that is not nested in its parent's route: `$slug_/motions/$id.tsx`).
const KEBAB = "KEBAB_CASE";
const ROUTE_NAME = "?(\\$|_|__)+([a-z])*([a-z0-9])*(-+([a-z0-9]))?(_)";

// The Worker's folders in layers; a folder imports only folders of lower layers (and itself), so the folder
// graph cannot loop. worker/README.md draws the same picture. A new domain folder goes into the lowest layer
// whose folders it does not import from.
const WORKER_LAYERS = [
  ["contract"],
  ["db"],
  ["shared"],
  ["jobs", "mail", "images", "jurisdictions"],
  ["accounts", "pages", "scoring", "contact", "site", "notifications", "idempotency"],
  ["motions"],
  ["moderation", "share-card", "hot-motions"],
  ["queue", "http", "cron", "seo", "ssr"],
  ["routes", "cli"],
];
const layerZones = WORKER_LAYERS.flatMap((layer, rank) =>
  layer.map((folder) => ({
    target: `worker/${folder}`,
    from: WORKER_LAYERS.slice(rank).flat().filter((other) => other !== folder).map((other) => `worker/${other}`),
    message: `worker/${folder} may import only folders of lower layers (${WORKER_LAYERS.slice(0, rank).flat().join(", ") || "none"}); see worker/README.md.`,
  })),
);

const zones = [
  // ---- worker ----
  ...layerZones,
  {
    target: ["worker/routes", "worker/http"],
    from: "worker/db/schema.ts",
    message: "Routes and middleware only wire HTTP: queries live in the domain folders.",
  },
  {
    target: "worker/*.ts",
    from: "worker/cli",
    message: "cli/ holds Node commands; nothing the Worker runs imports them.",
  },
  {
    target: "worker",
    from: ["web", "tests"],
    message: "The Worker never imports the web app or tests.",
  },
  // ---- web (and its tests) ----
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: "web/src/features",
    except: [`./${feature}`],
    message: "A web feature must not import another feature; move shared code to web/src/components or web/src/lib.",
  })),
  {
    target: ["web/src/components", "web/src/lib"],
    from: ["web/src/features", "web/src/routes"],
    message: "Shared web code (components/, lib/) must not import features or routes.",
  },
  {
    target: ["web", "tests/web"],
    from: "worker",
    except: ["./contract", "./app.ts"],
    message: "The web app reaches the Worker only through @contract/* and `import type { AppType }`.",
  },
  {
    target: "web",
    from: "tests",
    message: "The web app never imports tests.",
  },
];

export default defineConfig([
  globalIgnores(
    [
      ...GENERATED,
      ".ci/**",
      "web/dist/**",
      "web/dist-ssr/**",
      ".wrangler/**",
      "test-results/**",
      "playwright-report/**",
      "tests/**/.state/**",
      "tests/**/.state-*/**",
      "tests/**/results/**",
    ],
    "plaza/ignores",
  ),
  {
    name: "plaza/base",
    extends: [js.configs.recommended],
  },
  {
    // Plain scripts Vite copies as they are (theme-init.js runs before the app, as a classic script).
    name: "plaza/web-public",
    files: ["web/public/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
  {
    name: "plaza/typescript",
    files: TS,
    // The recommended set without type information. recommendedTypeChecked (parserOptions.project with the
    // four tsconfigs: root, web, tests/e2e, tests/bench) was measured on this 2-core machine at 80 s and
    // 2.5 GB for the whole repo, against 22 s without; it is left off.
    extends: [tseslint.configs.recommended],
    rules: {
      // The tsconfigs' noUnusedLocals convention: a leading `_` marks a binding kept on purpose
      // (a handler's unused `_ctx`, a destructured `_file` dropped from a rest object).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `/// <reference path>` is how a file pulls in an ambient .d.ts (worker/secrets.d.ts); `types` and
      // `lib` references keep the rule's default.
      "@typescript-eslint/triple-slash-reference": ["error", { path: "always", types: "prefer-import", lib: "always" }],
    },
  },
  {
    name: "plaza/imports",
    files: TS,
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Each file is resolved with the tsconfig that includes it, so web's `@/*` and `@contract/*` paths work
      // in web/ and tests/web/, and plain relative paths everywhere else.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            path.join(root, "tsconfig.json"),
            path.join(root, "web/tsconfig.json"),
            path.join(root, "tests/e2e/tsconfig.json"),
            path.join(root, "tests/bench/tsconfig.json"),
          ],
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      // A guard for the two rules above: an import the resolver cannot follow is silently skipped by both.
      // `cloudflare:*` modules exist only inside workerd (their types are ambient declarations).
      "import-x/no-unresolved": ["error", { ignore: ["^cloudflare:"] }],
    },
  },
  {
    name: "plaza/web-reaches-worker-only-through-contract",
    files: ["web/**/*.{ts,tsx}", "tests/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)worker/contract(/|$)",
              message: "Import the contract through the @contract/* alias.",
            },
            {
              regex: "(^|/)worker/app(\\.ts)?$",
              allowTypeImports: true,
              message: "Only `import type { AppType }` may come from the Worker's app.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "plaza/contract-imports-only-zod",
    files: ["worker/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod(/|$)|\\.\\.?/)",
              message: "contract/ is shared with the web app: it imports only zod and itself.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's or test's first parameter as a destructuring pattern to know which
    // fixtures it needs; `async ({}, testInfo) =>` is how a test asks for none.
    name: "plaza/playwright-fixtures",
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Text a person typed takes its own direction: an element marked `user-text` (a long word wraps inside
    // it) also says `dir="auto"`, so a motion, name or note in Arabic or Hebrew reads right to left inside a
    // page laid out left to right (web/README.md, "Text a person typed").
    name: "plaza/user-text-direction",
    files: ["web/src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement:has(> JSXAttribute[name.name='className']:has(Literal[value=/\\buser-text\\b/], TemplateElement[value.raw=/\\buser-text\\b/])):not(:has(> JSXAttribute[name.name='dir']))",
          message:
            'An element showing text a person typed (class `user-text`) needs dir="auto". Put user-text and dir="auto" on the element holding only that text, not on a sentence around it.',
        },
      ],
    },
  },
  {
    name: "plaza/max-lines",
    files: TS,
    rules: {
      // Code lines only: a file is not made longer by its explanations.
      "max-lines": ["error", { max: 200, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    name: "plaza/file-names",
    files: ["worker/**/*.{ts,tsx}", "web/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    ignores: ["web/src/routes/**"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*": KEBAB }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{worker,web,tests}/**/": KEBAB }],
    },
  },
  {
    name: "plaza/file-names/tanstack-routes",
    files: ["web/src/routes/**/*.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*": ROUTE_NAME }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "web/src/routes/**/": ROUTE_NAME }],
    },
  },
]);
