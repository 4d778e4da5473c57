import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { renderInRouter } from "../../support/render-in-router";
import { type Route, stubRoutes } from "../../support/stub-api";

export const SITE = { contactEmail: "hello@plaza.test", sisterSite: { url: "https://sister.test/", name: "Sister" } };

/**
 * The fake Worker for the contact screens: GET /api/site answers SITE unless a test says otherwise, the
 * other "METHOD /path" keys come from `routes` (see stubRoutes).
 */
export const stubContactApi = (routes: Record<string, Route> = {}) => stubRoutes({ "GET /api/site": { body: SITE }, ...routes });

/** Renders `ui` in the test router with the app's toast area next to it. */
export const renderWithToasts = (ui: ReactNode) =>
  renderInRouter(
    <>
      {ui}
      <Toaster />
    </>,
  );

export const VALID_MESSAGE = "The bus shelter on Elm Street has been broken for weeks.";
