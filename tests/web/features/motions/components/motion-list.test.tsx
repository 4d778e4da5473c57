import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MotionList } from "../../../../../web/src/features/motions/components/motion-list";
import { installFakeIntersectionObserver, scrollToEnd } from "../../../support/intersection-observer";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { makeMotion } from "../motion-fixtures";

const page = (texts: string[], nextCursor: string | null = null) => ({
  body: { motions: texts.map((text) => makeMotion({ idea: text })), nextCursor },
});

let api: ReturnType<typeof stubApi>;
let requests: URL[];
beforeEach(() => {
  api = stubApi(() => page([]));
  requests = api.requests;
  installFakeIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("MotionList", () => {
  it("loads page 1 sorted by A.I, showing skeletons first and the end message last", async () => {
    api.set(() => page(["Fix the potholes on Main Street"]));
    renderInRouter(<MotionList />);

    expect(await screen.findByRole("status")).toHaveTextContent("Loading motions…");
    expect(await screen.findByText("Fix the potholes on Main Street")).toBeInTheDocument();
    expect(screen.getByText("That's all, folks!")).toBeInTheDocument();
    expect(screen.getByLabelText("Sort By")).toHaveValue("A.I");
    expect(requests[0]?.pathname).toBe("/api/idea");
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ sort: "A.I", limit: "8" });
  });

  it("shows a friendly empty state and no end message when there are no motions", async () => {
    api.set(() => page([]));
    renderInRouter(<MotionList />);
    expect(await screen.findByText("No motions yet")).toBeInTheDocument();
    expect(screen.queryByText("That's all, folks!")).toBeNull();
  });

  it("fetches the next page through the cursor when the end of the list scrolls into view", async () => {
    let release!: () => void;
    // Page 2 is held back so the "loading more" state can be seen.
    const held = new Promise<void>((resolve) => (release = resolve));
    api.set(async (url) => {
      if (url.searchParams.get("cursor") !== "c2") return page(["First page motion"], "c2");
      await held;
      return page(["Second page motion"]);
    });
    renderInRouter(<MotionList />);
    await screen.findByText("First page motion");
    expect(screen.queryByText("That's all, folks!")).toBeNull();

    scrollToEnd();
    expect(await screen.findByText("Loading more motions…")).toBeInTheDocument();
    release();

    expect(await screen.findByText("Second page motion")).toBeInTheDocument();
    expect(screen.getByText("First page motion")).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get("cursor")).toBe("c2");
    expect(screen.getByText("That's all, folks!")).toBeInTheDocument();
  });

  it("clears the list and reloads from page 1 when the sort changes", async () => {
    api.set((url) => page([`Top by ${url.searchParams.get("sort")}`]));
    renderInRouter(<MotionList />);
    await screen.findByText("Top by A.I");

    await userEvent.selectOptions(screen.getByLabelText("Sort By"), "Votes");
    expect(screen.queryByText("Top by A.I")).toBeNull();
    expect(await screen.findByText("Top by Votes")).toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(last.searchParams.get("sort")).toBe("Votes");
    expect(last.searchParams.has("cursor")).toBe(false);
  });

  it("lists one motion page's motions when given a page id", async () => {
    api.set(() => page(["A motion for the council"]));
    renderInRouter(<MotionList pageId="entity-42" />);
    await screen.findByText("A motion for the council");
    expect(requests[0]?.pathname).toBe("/api/idea/entityidea");
    expect(requests[0]?.searchParams.get("entity")).toBe("entity-42");
  });

  it("toasts the server's message when a load fails, stops loading and offers a retry", async () => {
    const toastError = vi.spyOn(toast, "error");
    api.set(() => ({ status: 503, body: { message: "Plaza is busy. Try again shortly." } }));
    renderInRouter(<MotionList />);

    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(toastError).toHaveBeenCalledWith("Plaza is busy. Try again shortly.", expect.anything());
    expect(screen.queryByText("No motions yet")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();

    api.set(() => page(["Back online"]));
    await userEvent.click(retry);
    expect(await screen.findByText("Back online")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Try again" })).toBeNull());
  });
});
