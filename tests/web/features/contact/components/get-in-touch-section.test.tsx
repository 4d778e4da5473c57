import { contactMessages as texts } from "@contract/contact";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GetInTouchSection } from "../../../../../web/src/features/contact/components/get-in-touch-section";
import { installFakeIntersectionObserver, scrollToEnd } from "../../../support/intersection-observer";
import { renderWithToasts, SITE, stubContactApi, VALID_MESSAGE } from "../contact-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("GetInTouchSection", () => {
  it("names itself, shows the configured address and links to the contact page", async () => {
    stubContactApi();
    renderWithToasts(<GetInTouchSection />);
    expect(await screen.findByRole("region", { name: "Get in Touch" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: SITE.contactEmail })).toHaveAttribute("href", `mailto:${SITE.contactEmail}`);
    expect(screen.getByRole("link", { name: /More ways to reach us/ })).toHaveAttribute("href", "/contact");
  });

  it("fetches the form only when the section nears the viewport", async () => {
    installFakeIntersectionObserver();
    stubContactApi();
    renderWithToasts(<GetInTouchSection />);
    await screen.findByRole("region", { name: "Get in Touch" });
    expect(screen.queryByRole("button", { name: "Send Message" })).not.toBeInTheDocument();
    scrollToEnd();
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeInTheDocument();
  });

  it("uses the home variant: any top-level part passes, and a sent message shows the banner", async () => {
    const user = userEvent.setup();
    const api = stubContactApi({ "POST /api/contact": { body: { message: texts.sent } } });
    renderWithToasts(<GetInTouchSection />);
    await user.type(await screen.findByLabelText("Full Name"), "Ada");
    await user.type(screen.getByLabelText("Email Address"), "ada@example.museum");
    await user.type(screen.getByLabelText("Message"), VALID_MESSAGE);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("form", { name: "Get in Touch" })).toHaveAttribute("data-state", "sent");
    expect(screen.getAllByText(texts.sent).length).toBeGreaterThanOrEqual(1);
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ email: "ada@example.museum" });
  });

  it("falls back to a sentence, never an invented address, when the configuration cannot load", async () => {
    stubContactApi({ "GET /api/site": { status: 500, body: { message: "Something went wrong on our side." } } });
    renderWithToasts(<GetInTouchSection />);
    expect(await screen.findByText("Use the form on this page and we will answer by email.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});
