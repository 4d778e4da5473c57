import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactPage } from "../../../../../web/src/features/contact/components/contact-page";
import { renderWithToasts, SITE, stubContactApi } from "../contact-fixtures";

afterEach(() => vi.unstubAllGlobals());

const QUESTIONS = ["How do I submit an idea?", "How accurate is the score?", "Can I edit my idea after submitting it?"];

describe("ContactPage", () => {
  it("shows the heading, the page form and the info panel with the configured address", async () => {
    stubContactApi();
    renderWithToasts(<ContactPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "Other ways to reach us" });
    expect(await within(panel).findByRole("link", { name: SITE.contactEmail })).toHaveAttribute("href", `mailto:${SITE.contactEmail}`);
    expect(panel).toHaveTextContent("within 24 hours, Monday to Friday");
    expect(within(panel).getByRole("heading", { name: "Support" })).toBeInTheDocument();
  });

  it("has three Quick Answers that open and close by button, each tied to its answer", async () => {
    const user = userEvent.setup();
    stubContactApi();
    renderWithToasts(<ContactPage />);
    const faq = await screen.findByRole("region", { name: "Quick Answers" });
    const buttons = QUESTIONS.map((name) => within(faq).getByRole("button", { name }));
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeVisible();
    }

    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
    const howTo = document.getElementById(buttons[0]!.getAttribute("aria-controls")!)!;
    expect(howTo).toBeVisible();
    expect(howTo).toHaveTextContent("Submit Motion");
    expect(howTo).toHaveTextContent(/sign in/i);

    buttons[1]!.focus();
    await user.keyboard("{Enter}");
    const accuracy = document.getElementById(buttons[1]!.getAttribute("aria-controls")!)!;
    expect(accuracy).toHaveTextContent("informational only");
    expect(within(accuracy).getByRole("link", { name: "See how scoring works" })).toHaveAttribute("href", "/how-scoring-works");

    await user.click(buttons[2]!);
    expect(document.getElementById(buttons[2]!.getAttribute("aria-controls")!)).toHaveTextContent(
      "Motions cannot be edited after submission",
    );

    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false");
    expect(howTo).not.toBeVisible();
  });
});
