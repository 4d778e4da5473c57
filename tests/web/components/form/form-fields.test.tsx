import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordField, TextareaField, TextField } from "../../../../web/src/components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../web/src/components/form/form-submit";

// The auth, back-office and contact forms all render these, so the wiring is pinned here once.
describe("shared form fields", () => {
  it("describes a control by its hint, then its error, and flags it invalid", () => {
    render(<TextField label="Username" hint="Letters only." error="Taken." />);
    const input = screen.getByLabelText("Username");

    expect(input).toHaveAccessibleDescription("Letters only. Taken.");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("leaves a valid control without description or aria-invalid", () => {
    render(<TextareaField label="Message" />);
    const textarea = screen.getByLabelText("Message");

    expect(textarea).not.toHaveAttribute("aria-describedby");
    expect(textarea).not.toHaveAttribute("aria-invalid");
  });

  it("shows and hides a password with a button that names what it will do", async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");

    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-controls", input.id);
  });
});

describe("submit parts", () => {
  it("reads Processing... and is disabled while busy, keeping the caller's classes", () => {
    render(
      <SubmitButton busy className="w-full">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole("button", { name: "Processing..." });

    expect(button).toBeDisabled();
    expect(button).toHaveClass("min-h-12", "w-full");
  });

  it("announces the server's message and renders nothing without one", () => {
    const { rerender } = render(<FormAlert />);
    expect(screen.queryByRole("alert")).toBeNull();

    rerender(<FormAlert message="Wrong password." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Wrong password.");
  });
});
