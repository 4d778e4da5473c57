import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { expect } from "vitest";
import type { EditorRow } from "../../../../web/src/features/back-office/api/editor-api";
import type { ContactMessage } from "../../../../web/src/features/back-office/api/message-api";
import type { StaffPage } from "../../../../web/src/features/back-office/api/page-api";
import { renderInRouter } from "../../support/render-in-router";
import { type Route, stubRoutes } from "../../support/stub-api";

/** The jurisdictions the fixtures belong to: a city and one of its districts (GET /api/jurisdictions). */
export const RIVERMOUTH = { _id: "j-city", slug: "rivermouth", name: "Rivermouth", kind: "city" as const };
export const OLD_TOWN = { _id: "j-district", slug: "old-town", name: "Old Town", kind: "district" as const };

/** GET /api/jurisdictions: the nation, a region and Rivermouth, plus any given (Old Town, say). */
export const jurisdictionList = (...more: { _id: string; slug: string; name: string; kind: "region" | "city" | "district"; parentId?: string }[]) => ({
  jurisdictions: [
    { _id: "j-nation", slug: "nation", name: "Nation", kind: "nation", parentId: null, path: "/j-nation/" },
    { _id: "j-region", slug: "north", name: "North", kind: "region", parentId: "j-nation", path: "/j-nation/j-region/" },
    { ...RIVERMOUTH, parentId: "j-region", path: "/j-nation/j-region/j-city/" },
    ...more.map((j) => ({ ...j, parentId: j.parentId ?? "j-city", path: `/j-nation/j-region/${j.parentId ?? "j-city"}/${j._id}/` })),
  ],
});

/** The signed-in staff the screens ask the layout's check about: an admin and an editor of Rivermouth. */
const SESSION_ROUTES: Record<string, Route> = {
  "GET /api/admin/loggedin": { body: { admin: { _id: "0193-admin-1", name: "Ada Admin", email: "ada@example.com", jurisdiction: RIVERMOUTH } } },
  "GET /api/editor/loggedin": { body: { editor: { _id: "0193-editor-1", username: "ana.editor", jurisdiction: RIVERMOUTH } } },
  "GET /api/jurisdictions": { body: jurisdictionList() },
};

/**
 * The fake Worker for back-office screens: answers "METHOD /api/…" keys from `routes` (see stubRoutes), and by
 * default the session and jurisdiction reads of SESSION_ROUTES (a test's own routes replace them).
 */
export const stubStaffApi = (routes: Record<string, Route>) => stubRoutes({ ...SESSION_ROUTES, ...routes });

/** The requests a screen sent other than the session and jurisdiction reads every form makes. */
export const ownRequests = (api: ReturnType<typeof stubStaffApi>) => api.calls.filter((call) => !(`${call.method} ${call.url.pathname}` in SESSION_ROUTES));

/** `ui` in the test router with a toast area; `path` is where it starts. */
export function renderBackOffice(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  return renderInRouter(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );
}

/** The path of the marker route now showing (see renderInRouter). */
export const currentRoute = async (name: string) => expect(await screen.findByTestId("route")).toHaveTextContent(name);

export const staffPage = (overrides: Partial<StaffPage> = {}): StaffPage => ({
  _id: "0193-page-1",
  slug: "city-council",
  name: "City Council",
  jurisdiction: RIVERMOUTH,
  description: "The elected council that passes the city's budget and its by-laws, meeting every other week.",
  image: { url: "http://localhost/images/council.png" },
  socialMediaLinks: [{ name: "twitter", link: "https://x.com/citycouncil" }],
  additionalLinks: ["https://city.example.gov/council"],
  sortRank: 1,
  followerCount: 0,
  version: 3,
  createdAt: "2026-03-01T10:00:00.000Z",
  ...overrides,
});

export const editorRow = (overrides: Partial<EditorRow> = {}): EditorRow => ({
  _id: "0193-editor-1",
  username: "ana.editor",
  createdAt: "2026-03-02T09:30:00.000Z",
  jurisdiction: RIVERMOUTH,
  ...overrides,
});

export const contactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: "0193-msg-1",
  name: "Grace Hopper",
  email: "grace@example.com",
  message: "The bus stop on Main Street has had no shelter since the storm in March.",
  createdAt: "2026-03-03T08:00:00.000Z",
  handledAt: null,
  jurisdiction: null,
  ...overrides,
});

/** A file of a given type and size (the content is filler; only the browser-side checks look at it). */
export const fileOf = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

// The add/edit page form's fields by label, and a quick way to fill them.

export const BIO = "The council meets every other Tuesday and decides the city budget, zoning and transit.";

export const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" });

/** Replaces a field's text; paste keeps long values fast. */
export async function setText(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
