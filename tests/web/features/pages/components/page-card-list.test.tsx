import { screen, waitFor } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageCardList } from "../../../../../web/src/features/pages/components/page-card-list";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { makePage } from "../page-fixtures";

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe("PageCardList (home)", () => {
  it("shows the first 24 cards of a long list, and all of them at one press", async () => {
    stubApi(async () => ({ body: Array.from({ length: 30 }, (_, i) => makePage({ name: `district ${String(i + 1).padStart(2, "0")}` })) }));
    renderInRouter(<PageCardList />);
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(24));
    expect(screen.queryByRole("heading", { name: "District 25" })).toBeNull();
    screen.getByRole("button", { name: "Show all 30 motion pages" }).click();
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(30));
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("shows three skeleton cards while loading, then the cards in the server's order", async () => {
    // Deliberately not alphabetical: the server's home order (rank, then name) is final.
    const names = ["zoning board", "Airport authority", "metro transit"];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = stubApi(async () => {
      await gate;
      return { body: names.map((name) => makePage({ name })) };
    });
    renderInRouter(<PageCardList />);

    expect(await screen.findByRole("status")).toHaveTextContent("Loading motion pages…");
    expect(screen.getByRole("status").parentElement?.children).toHaveLength(1 + 3);

    release();
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Zoning board",
      "Airport authority",
      "Metro transit",
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe("/api/entity");
    expect(requests[0]?.search).toBe("");
  });

  it("toasts the server's message on failure and leaves the list empty", async () => {
    stubApi(() => ({ status: 503, body: { message: "Plaza is taking a short break." } }));
    renderInRouter(
      <>
        <Toaster />
        <PageCardList />
      </>,
    );

    expect(await screen.findByText("Plaza is taking a short break.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
    expect(screen.queryByText("No motion pages yet.")).not.toBeInTheDocument();
  });

  it("says so when there are no motion pages yet", async () => {
    stubApi(() => ({ body: [] }));
    renderInRouter(<PageCardList />);
    expect(await screen.findByText("No motion pages yet.")).toBeInTheDocument();
  });

  it("fills each card's action slot from renderActions, per page", async () => {
    stubApi(() => ({ body: [makePage({ name: "zoning board", _id: "z" }), makePage({ name: "metro", _id: "m" })] }));
    renderInRouter(<PageCardList renderActions={(page) => <button type="button">Submit Motion to {page._id}</button>} />);
    expect(await screen.findByRole("button", { name: "Submit Motion to z" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Motion to m" })).toBeInTheDocument();
  });
});
