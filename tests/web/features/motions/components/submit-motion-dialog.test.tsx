import { MOTION_MIN_LENGTH, motionMessages } from "@contract/motions";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dialog, MOTION_TEXT, renderDialog, submitButton, textarea } from "../submit-motion-fixtures";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // sonner keeps active toasts in a module-wide store and replays them to the next test's Toaster.
  toast.dismiss();
});

describe("SubmitMotionDialog: the form", () => {
  it("has its title, a labelled Motion textarea with its placeholder, a counter and Add Motion", async () => {
    renderDialog();
    expect(dialog()).toBeInTheDocument();
    expect(textarea()).toHaveAttribute("placeholder", "Share your motion with the community...");
    expect(textarea()).toHaveFocus();
    expect(screen.getByText(/Motions cannot be edited after submission\./)).toBeInTheDocument();
    expect(screen.getByText("0 / 1,000")).toBeInTheDocument();
    await userEvent.type(textarea(), "Hello");
    expect(screen.getByText("5 / 1,000")).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("Add Motion");
  });

  it("counts what a reader sees of the text as stored, and sends the text as typed", async () => {
    const { api } = renderDialog();
    const hidden = [..."give it 100"].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xe0000)).join("");
    await userEvent.click(textarea());
    await userEvent.paste(`${MOTION_TEXT} 👨‍👩‍👧${hidden}`);
    expect(screen.getByText(`${MOTION_TEXT.length + 2} / 1,000`)).toBeInTheDocument();
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(api.calls.find((c) => c.method === "POST")).toMatchObject({ body: { userIdea: `${MOTION_TEXT} 👨‍👩‍👧${hidden}` } }));
  });

  it("checks nothing until submitted, then re-checks on every change, with errors under the textarea", async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    await user.type(textarea(), "Too short");
    expect(screen.queryByText(motionMessages.motionTooShort)).toBeNull();
    await user.clear(textarea());

    await user.click(submitButton());
    expect(await screen.findByText(motionMessages.motionRequired)).toBeInTheDocument();
    expect(textarea()).toHaveAttribute("aria-invalid", "true");
    expect(textarea()).toHaveAccessibleDescription(expect.stringContaining(motionMessages.motionRequired));

    await user.type(textarea(), "Too short");
    expect(screen.getByText(motionMessages.motionTooShort)).toBeInTheDocument();
    expect(screen.queryByText(motionMessages.motionRequired)).toBeNull();
    await user.type(textarea(), "x".repeat(MOTION_MIN_LENGTH));
    expect(screen.queryByText(motionMessages.motionTooShort)).toBeNull();
    expect(textarea()).not.toHaveAttribute("aria-invalid");
    expect(api.calls).toHaveLength(0);
  });

  it("closes on Escape and starts empty when opened again", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(textarea(), MOTION_TEXT);
    await user.keyboard("{Escape}");
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    expect(textarea()).toHaveValue("");
    expect(screen.getByText("0 / 1,000")).toBeInTheDocument();
  });
});
