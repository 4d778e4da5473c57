import { motionMessages } from "@contract/motions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MotionList } from "../../../../../web/src/features/motions/components/motion-list";
import { NewMotionScope } from "../../../../../web/src/features/motions/components/new-motion-scope";
import { SubmitMotionButton } from "../../../../../web/src/features/motions/components/submit-motion-button";
import { installFakeIntersectionObserver } from "../../../support/intersection-observer";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { makeMotion } from "../motion-fixtures";
import { MOTION_TEXT, pending, scored } from "../submit-motion-fixtures";

const older = [makeMotion({ idea: "Plant trees along the river" }), makeMotion({ idea: "Light the underpass at night" })];
const reloaded = makeMotion({ idea: "Fix the bus shelter on Elm Street" });
let submitted = false;

beforeEach(() => {
  submitted = false;
  installFakeIntersectionObserver();
  stubApi((url, call) => {
    if (call.method === "POST") {
      submitted = true;
      return { status: 202, body: { message: motionMessages.queued, motion: pending } };
    }
    if (url.pathname === `/api/idea/${pending._id}`) return { body: { motion: scored } };
    // Under the A.I sort a new motion's real place is at the bottom, after the older ones; the reloaded list
    // also brings someone else's motion, so a test can tell when the reload is on screen.
    return { body: { motions: submitted ? [...older, scored, reloaded] : older, nextCursor: null } };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

async function submitMotion() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Submit Motion" }));
  await user.type(await screen.findByRole("textbox", { name: "Motion" }), MOTION_TEXT);
  await user.click(screen.getByRole("button", { name: "Add Motion" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 3000 });
}

describe("NewMotionScope", () => {
  it("shows the motion just submitted first, marked in words, and only once when the list reloads", async () => {
    renderInRouter(
      withGate(
        fakeGate(),
        <NewMotionScope>
          <SubmitMotionButton pageId="entity-1" pageName="City Council" />
          <MotionList pageId="entity-1" />
        </NewMotionScope>,
      ),
    );
    await screen.findByText("Plant trees along the river");
    expect(screen.queryByRole("region", { name: "Your new motion" })).toBeNull();

    await submitMotion();
    const marked = await screen.findByRole("region", { name: "Your new motion" });
    expect(within(marked).getByText("Your new motion")).toBeVisible();
    expect(within(marked).getByText(MOTION_TEXT)).toBeInTheDocument();
    expect(within(marked).getByText("Rubric 77")).toBeInTheDocument();
    // The reloaded list has the motion at its real place too; it is not shown there a second time.
    await screen.findByText("Fix the bus shelter on Elm Street");
    expect(screen.getAllByText(MOTION_TEXT)).toHaveLength(1);
    const first = screen.getByText("Plant trees along the river");
    expect(marked.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("marks nothing where the submission came from outside a scope (the home page's cards)", async () => {
    renderInRouter(
      withGate(
        fakeGate(),
        <>
          <SubmitMotionButton pageId="entity-1" pageName="City Council" />
          <MotionList pageId="entity-1" />
        </>,
      ),
    );
    await screen.findByText("Plant trees along the river");
    await submitMotion();
    await screen.findByText(MOTION_TEXT);
    expect(screen.queryByRole("region", { name: "Your new motion" })).toBeNull();
  });
});
