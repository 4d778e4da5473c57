// The types of the web app's server bundle (web/src/entry-server.tsx, built by `npm run build` into
// web/dist-ssr/). The bundle is imported as "plaza-ssr": wrangler.toml's alias, the test config and
// `npm start` say where it is; tsconfig.json's paths point the type checker here.
import type { RenderApp } from "../contract/server-render";

export declare const renderApp: RenderApp;
