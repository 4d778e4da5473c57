import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { expect } from "vitest";
import type { EditorRow } from "../../../../web/src/features/back-office/api/editor-api";
import type { ContactMessage } from "../../../../web/src/features/back-office/api/message-api";
import type { StaffPage } from "../../../../web/src/features/back-office/api/page-api";
import { rivermouth } from "../../support/jurisdiction-fixtures";
import { renderInRouter } from "../../support/render-in-router";
import { type Route, stubRoutes } from "../../support/stub-api";

/** The fake Worker for back-office screens: answers "METHOD /api/…" keys from `routes` (see stubRoutes). */
export const stubStaffApi = (routes: Record<string, Route>) => stubRoutes(routes);

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
  jurisdiction: rivermouth,
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
  ...overrides,
});

export const contactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: "0193-msg-1",
  name: "Grace Hopper",
  email: "grace@example.com",
  message: "The bus stop on Main Street has had no shelter since the storm in March.",
  createdAt: "2026-03-03T08:00:00.000Z",
  handledAt: null,
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
