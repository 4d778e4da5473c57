import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ThemeToggle } from "../../../web/src/components/theme-toggle";
import { setTheme } from "../../../web/src/components/use-theme";

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});

describe("ThemeToggle", () => {
  it("switches to dark: adds the dark class to <html> and stores theme=dark", async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));

    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });

  it("switches back to light: removes the class and stores theme=light", async () => {
    document.documentElement.classList.add("dark"); // as theme-init.js leaves it for a stored dark theme
    render(<ThemeToggle withLabel />);
    await userEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));

    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("keeps every toggle on the page in step", async () => {
    render(
      <>
        <ThemeToggle />
        <ThemeToggle withLabel />
      </>,
    );
    act(() => setTheme("dark"));
    expect(screen.getAllByRole("button", { name: "Switch to light theme" })).toHaveLength(2);
  });
});
