import { motionMessages } from "@contract/motions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import SubmitMotionDialog from "../../../../../web/src/features/motions/components/submit-motion-dialog";
import { SIMILAR_DEBOUNCE_MS } from "../../../../../web/src/features/motions/hooks/use-similar-motions";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { type Call, never, type Reply, type Route, stubRoutes } from "../../../support/stub-api";
import { makeMotion } from "../motion-fixtures";
import { rivermouth } from "../../../support/jurisdiction-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const HEADING = "Similar motions already here: vote for one instead?";
const TYPED = "Add protected bike lanes on Harbour Road";

const lanes = makeMotion({ _id: "m-lanes", idea: "Protected bike lanes on Harbour Road, separated by kerbs.", votes: { count: 4, voters: [] } });
const racks = makeMotion({ _id: "m-racks", idea: "Bike racks and lanes along Harbour Road.", status: "accepted", votes: { count: 11, voters: [] } });
const similar = (motions = [lanes, racks], suggestedPage: unknown = null): Reply => ({ body: { motions, suggestedPage } });

/** The dialog open on page entity-1 inside the app's routes, for a verified member; `routes` answer the Worker's calls. */
async function renderDialog(routes: Record<string, Route>) {
  const api = stubRoutes(routes);
  function Page() {
    const [open, setOpen] = useState(true);
    return <SubmitMotionDialog open={open} onOpenChange={setOpen} pageId="entity-1" pageName="City Council" />;
  }
  const view = renderInRouter(withGate(fakeGate(), <Page />));
  await screen.findByRole("textbox", { name: "Motion" }); // the router renders on its next tick
  return { api, ...view };
}

const textarea = () => screen.getByRole("textbox", { name: "Motion" });
const similarCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === "/api/idea/similar");
const liveRegion = () => document.querySelector('[role="dialog"] [aria-live="polite"]');

describe("SubmitMotionDialog: similar motions while typing", () => {
  it("asks nothing and shows nothing under 20 characters", async () => {
    const { api } = await renderDialog({ "GET /api/idea/similar": similar() });
    await userEvent.type(textarea(), "Bike lanes, please");
    await new Promise((resolve) => setTimeout(resolve, SIMILAR_DEBOUNCE_MS + 200));
    expect(similarCalls(api.calls)).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
  });

  it("once typing pauses, lists the similar motions with their text, status, upvote and link, and says so politely", async () => {
    const { api } = await renderDialog({ "GET /api/idea/similar": similar() });
    await userEvent.type(textarea(), `  ${TYPED}  `);
    const panel = (await screen.findByRole("region", { name: HEADING })) as HTMLElement;

    // One request, after the pause, for the whole trimmed text on this page.
    expect(similarCalls(api.calls)).toHaveLength(1);
    expect(Object.fromEntries(similarCalls(api.calls)[0]!.url.searchParams)).toEqual({ entity: "entity-1", text: TYPED });

    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(lanes.idea)).toHaveClass("line-clamp-3");
    const link = within(items[0]!).getByRole("link", { name: "View motion" });
    expect(link).toHaveAttribute("href", "/rivermouth/city-council/motions/m-lanes");
    expect(link).toHaveAccessibleDescription(lanes.idea);
    expect(within(items[0]!).getByRole("button", { name: "Upvote (4)" })).toHaveAttribute("aria-pressed", "false");
    expect(within(items[0]!).queryByRole("button", { name: /^Downvote/ })).toBeNull();
    expect(items[0]).toHaveTextContent("Status: Open");
    expect(within(items[1]!).getByRole("button", { name: "Upvote (11)" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Status: Accepted");

    expect(liveRegion()).toHaveTextContent("2 similar motions are already on this page.");
    expect(textarea()).toHaveFocus();
  });

  it("hides the suggestions as soon as the text is under 20 characters again", async () => {
    await renderDialog({ "GET /api/idea/similar": similar() });
    await userEvent.type(textarea(), TYPED);
    await screen.findByRole("heading", { name: HEADING });
    await userEvent.clear(textarea());
    await userEvent.type(textarea(), "Bike lanes");
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
    expect(liveRegion()?.textContent).toBe("");
  });

  it("keeps the previous suggestions while the next text is being compared", async () => {
    const { api } = await renderDialog({ "GET /api/idea/similar": ({ url }) => (url.searchParams.get("text") === TYPED ? similar() : never()) });
    await userEvent.type(textarea(), TYPED);
    await screen.findByRole("heading", { name: HEADING });
    await userEvent.type(textarea(), " before winter");
    await waitFor(() => expect(similarCalls(api.calls).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole("heading", { name: HEADING })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("upvotes a suggestion in place: its count and pressed state follow the server's answer", async () => {
    const { api } = await renderDialog({
      "GET /api/idea/similar": similar(),
      "POST /api/idea/vote": { body: { idea: { ...lanes, votes: { count: 5, voters: [] }, viewerVote: "up" }, message: "Upvote recorded." } },
    });
    await userEvent.type(textarea(), TYPED);
    await userEvent.click(await screen.findByRole("button", { name: "Upvote (4)" }));

    const voted = await screen.findByRole("button", { name: "Upvote (5)" });
    expect(voted).toHaveAttribute("aria-pressed", "true");
    expect(api.calls.find((call) => call.method === "POST")).toMatchObject({
      url: expect.objectContaining({ pathname: "/api/idea/vote" }),
      body: { ideaId: "m-lanes" },
    });
    expect(screen.getByRole("dialog", { name: "Submit Motion" })).toBeInTheDocument();
    expect(textarea()).toHaveValue(TYPED);
  });

  it("never blocks: Add Motion still submits the text with suggestions on screen", async () => {
    const { api } = await renderDialog({
      "GET /api/idea/similar": similar(),
      "POST /api/idea/add": {
        status: 202,
        body: { message: motionMessages.queued, motion: makeMotion({ _id: "m-new", idea: TYPED, aiStatus: "pending" }) },
      },
      "GET /api/idea/m-new": never,
    });
    await userEvent.type(textarea(), TYPED);
    await screen.findByRole("heading", { name: HEADING });
    await userEvent.click(screen.getByRole("button", { name: "Add Motion" }));
    await waitFor(() => expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ entityId: "entity-1", userIdea: TYPED }));
    // The progress takes the suggestions' place.
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
  });

  it("suggests a page the motion fits better, and following it closes the dialog", async () => {
    const transit = { _id: "entity-2", slug: "transit-board", name: "transit board", jurisdiction: rivermouth };
    const { router } = await renderDialog({ "GET /api/idea/similar": similar([], transit) });
    await userEvent.type(textarea(), TYPED);
    const link = await screen.findByRole("link", { name: "Transit board" });
    expect(link).toHaveAttribute("href", "/rivermouth/transit-board");
    expect(link.closest("p")).toHaveTextContent("This may belong on Transit board");
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
    expect(liveRegion()).toHaveTextContent("This may belong on Transit board.");

    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/rivermouth/transit-board"));
    expect(screen.queryByRole("dialog", { name: "Submit Motion" })).toBeNull();
  });

  it("shows nothing when the comparison fails", async () => {
    const { api } = await renderDialog({ "GET /api/idea/similar": { status: 500, body: { message: "Something went wrong." } } });
    await userEvent.type(textarea(), TYPED);
    await waitFor(() => expect(similarCalls(api.calls)).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: HEADING })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Motion" })).toBeInTheDocument();
  });
});
