import { motionMessages } from "@contract/motions";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { motionKeys } from "../../../../../web/src/features/motions/api/motion-queries";
import {
  PROGRESS_STEP_MS,
  SCORING_TIMEOUT_MS,
  SUBMIT_CLOSE_DELAY_MS,
  SUBMIT_PROGRESS_STEPS,
} from "../../../../../web/src/features/motions/lib/submit-progress";
import { never } from "../../../support/stub-api";
import { advance, dialog, MOTION_TEXT, pending, renderDialog, scored, showToasts, submitButton, textarea } from "../submit-motion-fixtures";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // sonner keeps active toasts in a module-wide store and replays them to the next test's Toaster.
  toast.dismiss();
});

describe("SubmitMotionDialog: processing", () => {
  /**
   * Types a motion on the real clock, then fakes the clocks the dialog uses (setTimeout and Date; React's
   * scheduler keeps its real setImmediate) and submits. user-event's own pauses would wait on a faked
   * setTimeout, so presses under the fake clock go through fireEvent.
   */
  const start = async (options?: Parameters<typeof renderDialog>[0]) => {
    const rendered = renderDialog(options);
    await userEvent.type(textarea(), `  ${MOTION_TEXT}  `);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    fireEvent.click(submitButton());
    await advance(0);
    return rendered;
  };
  const bar = () => screen.getByRole("progressbar", { name: "Motion analysis progress" });
  // The status message is the panel's live region.
  const progressMessage = () => bar().parentElement!.querySelector("[aria-live]");

  it("reads Scoring… and never AI, steps through the 11 messages every 1,900 ms with (step+1)/11 %, and holds on the last", async () => {
    const { api } = await start({ add: never });
    expect(submitButton()).toHaveTextContent("Scoring…");
    expect(dialog()!.textContent).not.toMatch(/\bAI\b/);
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: "POST", body: { entityId: "entity-1", userIdea: MOTION_TEXT } });

    for (const [step, message] of SUBMIT_PROGRESS_STEPS.entries()) {
      const percent = Math.round(((step + 1) / 11) * 100);
      expect(progressMessage()).toHaveTextContent(message);
      expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
      expect(bar()).toHaveAttribute("aria-valuenow", String(percent));
      if (step < SUBMIT_PROGRESS_STEPS.length - 1) {
        await advance(PROGRESS_STEP_MS - 1);
        expect(progressMessage()).toHaveTextContent(message);
        await advance(1);
      }
    }
    await advance(PROGRESS_STEP_MS * 20);
    expect(progressMessage()).toHaveTextContent("Finalizing results");
    expect(bar()).toHaveAttribute("aria-valuenow", "100");

    // A second submit while busy sends nothing.
    fireEvent.click(submitButton());
    await advance(0);
    expect(api.calls).toHaveLength(1);
  });

  it("on success polls until scored, jumps to 100 %, closes 500 ms later, toasts and reloads the lists", async () => {
    let polls = 0;
    const { api, invalidate } = await start({ poll: () => ({ body: { motion: ++polls < 2 ? pending : scored } }) });
    expect(bar()).toHaveAttribute("aria-valuenow", "9");

    await advance(2_000); // two polls: pending, then scored
    expect(api.calls.filter((c) => c.method === "GET").map((c) => c.url.pathname)).toEqual(["/api/idea/m-new", "/api/idea/m-new"]);
    expect(bar()).toHaveAttribute("aria-valuenow", "100");
    expect(progressMessage()).toHaveTextContent("Finalizing results");

    await advance(SUBMIT_CLOSE_DELAY_MS - 1);
    expect(dialog()).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
    await advance(1);
    expect(dialog()).toBeNull();
    await showToasts();
    expect(screen.getByText(motionMessages.submitted)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: motionKeys.lists() });

    await advance(10_000);
    expect(api.calls).toHaveLength(3); // polling stopped with the dialog
    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    expect(textarea()).toHaveValue("");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("closes after 60 s without a score, saying the analysis will appear shortly", async () => {
    const { invalidate } = await start();
    await advance(SCORING_TIMEOUT_MS - 1_000);
    expect(dialog()).toBeInTheDocument();
    await advance(1_000);
    expect(dialog()).toBeNull();
    await showToasts();
    expect(screen.getByText(motionMessages.scoringSlow)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: motionKeys.lists() });
  });

  it("on failure stops, resets the progress, toasts the server's message and stays open with the text", async () => {
    const { gate } = await start({ add: () => ({ status: 429, body: { message: motionMessages.tooManySubmissions } }) });
    expect(screen.getByText(motionMessages.tooManySubmissions)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(submitButton()).toHaveTextContent("Add Motion");
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
    expect(textarea()).toHaveValue(`  ${MOTION_TEXT}  `);
    expect(gate.handleRefusal).toHaveBeenCalledWith(429);
  });

  it("leaves an unverified member (403) to the gate's pending-page path, without an error toast", async () => {
    const { gate } = await start({ add: () => ({ status: 403, body: { message: "Please verify your email to continue." } }) });
    expect(gate.handleRefusal).toHaveBeenCalledWith(403);
    expect(screen.queryByText("Please verify your email to continue.")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("closed while it is being scored: stops polling and says the motion is saved and being analyzed", async () => {
    const { api, invalidate } = await start();
    await advance(1_000);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await showToasts();
    expect(dialog()).toBeNull();
    expect(screen.getByText(motionMessages.queued)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: motionKeys.lists() });
    const asked = api.calls.length;
    await advance(SCORING_TIMEOUT_MS);
    expect(api.calls).toHaveLength(asked);
    expect(screen.queryByText(motionMessages.scoringSlow)).toBeNull();
  });
});
