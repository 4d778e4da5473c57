import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { renderInRouter } from "../../support/render-in-router";
import { type Call, type Reply, stubApi } from "../../support/stub-api";

export const SITE = { contactEmail: "hello@plaza.test", sisterSite: { url: "https://sister.test/", name: "Sister" } };

type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * The fake Worker for the contact screens: GET /api/site answers SITE unless a test says otherwise, the
 * other "METHOD /path" keys come from `routes`, and anything else is a 404 so a stray call shows up.
 */
export function stubContactApi(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = { "GET /api/site": { body: SITE }, ...routes };
  return stubApi((url, call) => {
    const key = `${call.method} ${url.pathname}`;
    const route = all[key];
    if (!route) return { status: 404, body: { message: `No fake for ${key}` } };
    return typeof route === "function" ? route(call) : route;
  });
}

/** A request that never answers, to look at the busy state. */
export const never = () => new Promise<Reply>(() => {});

/** Renders `ui` in the test router with the app's toast area next to it. */
export const renderWithToasts = (ui: ReactNode) =>
  renderInRouter(
    <>
      {ui}
      <Toaster />
    </>,
  );

export const VALID_MESSAGE = "The bus shelter on Elm Street has been broken for weeks.";
