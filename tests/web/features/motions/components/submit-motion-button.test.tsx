import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubmitMotionButton } from "../../../../../web/src/features/motions/components/submit-motion-button";
import { fakeGate, withGate } from "../../../support/member-gate";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { renderWithAuth, stubAuthApi } from "../../auth/auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.dismiss();
});

describe("SubmitMotionButton", () => {
  it("opens the Submit Motion dialog for a verified member, focused on the textarea", async () => {
    stubApi(() => ({ body: {} }));
    renderInRouter(withGate(fakeGate(), <SubmitMotionButton pageId="entity-1" pageName="City Council" />));
    const button = await screen.findByRole("button", { name: "Submit Motion" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");

    await userEvent.click(button);
    // The dialog is its own chunk; the first import in a test run takes a moment.
    expect(await screen.findByRole("dialog", { name: "Submit Motion" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Motion" })).toHaveFocus();
    expect(screen.getByText("City Council")).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(button).toHaveFocus()); // Radix returns focus on its next tick
  });

  it("leaves a visitor to the gate and opens nothing", async () => {
    const gate = fakeGate({ as: "visitor" });
    renderInRouter(withGate(gate, <SubmitMotionButton pageId="entity-1" />));
    await userEvent.click(await screen.findByRole("button", { name: "Submit Motion" }));
    expect(gate.requireMember).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with the app's auth provider, an anonymous click opens the login dialog instead", async () => {
    stubAuthApi({});
    renderWithAuth(<SubmitMotionButton pageId="entity-1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Submit Motion" }));
    const login = await screen.findByRole("dialog");
    expect(login).toHaveAccessibleName("Welcome back");
    expect(screen.queryByRole("dialog", { name: "Submit Motion" })).toBeNull();
  });

  it("compact: icon-only below sm with an accessible name that says which page, labelled from sm up", async () => {
    renderInRouter(withGate(fakeGate(), <SubmitMotionButton pageId="entity-1" pageName="City Council" variant="compact" />));
    const button = await screen.findByRole("button", { name: "Submit Motion to City Council" });
    expect(screen.getByText("Submit Motion")).toHaveClass("max-sm:sr-only");
    expect(button.className).toMatch(/max-sm:size-11/);
  });
});
