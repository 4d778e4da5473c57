import { motionMessages } from "@contract/motions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { vi } from "vitest";
import SubmitMotionDialog from "../../../../web/src/features/motions/components/submit-motion-dialog";
import { fakeGate, withGate } from "../../support/member-gate";
import { type Reply, stubApi } from "../../support/stub-api";
import { makeMotion } from "./motion-fixtures";

// The Submit Motion dialog's test bench, shared by its form and processing tests.

export const MOTION_TEXT = "Add protected bike lanes on Harbour Road by next spring.";
export const pending = makeMotion({ _id: "m-new", idea: MOTION_TEXT, aiStatus: "pending", aiScore: null, aiExplanation: null, aiCriteria: null });
export const scored = { ...pending, aiStatus: "scored" as const, aiScore: 77 };
const accepted: Reply = { status: 202, body: { message: motionMessages.queued, motion: pending } };

/** No similar motions and no better page: what GET /api/idea/similar answers for a new proposal. */
const nothingSimilar: Reply = { body: { motions: [], suggestedPage: null } };

/** The dialog as a page holds it (open state outside), inside a verified member's gate. */
export function renderDialog({ add = (): Reply | Promise<Reply> => accepted, poll = (): Reply => ({ body: { motion: pending } }) } = {}) {
  const api = stubApi((url, call) => (call.method === "POST" ? add() : url.pathname === "/api/idea/similar" ? nothingSimilar : poll()));
  const gate = fakeGate();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  function Page() {
    const [open, setOpen] = useState(true);
    return withGate(
      gate,
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Reopen
        </button>
        <SubmitMotionDialog open={open} onOpenChange={setOpen} pageId="entity-1" pageName="City Council" />
      </>,
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { api, gate, invalidate };
}

export const dialog = () => screen.queryByRole("dialog", { name: "Submit Motion" });
export const textarea = () => screen.getByRole("textbox", { name: "Motion" });
export const submitButton = () => within(dialog()!).getByRole("button", { name: /Add Motion|Scoring…/ });
/** Moves the fake clock and lets every promise that was waiting on it settle. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** sonner adds a toast from a 0 ms timer, which the fake clock runs 1 ms later when it is set mid-tick. */
export const showToasts = () => advance(1);
