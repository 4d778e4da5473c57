import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LegalPage } from "../../../../../web/src/features/content/components/legal-page";
import { privacyPolicy } from "../../../../../web/src/features/content/data/privacy-policy";
import { termsOfService } from "../../../../../web/src/features/content/data/terms-of-service";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

const CONTACT = "privacy@plaza.test";

const renderDoc = async (doc: typeof privacyPolicy) => {
  const api = stubApi((url) =>
    url.pathname === "/api/site"
      ? { body: { contactEmail: CONTACT, sisterSite: { url: "https://example.org/", name: "Example" } } }
      : { status: 404, body: { message: "Not found" } },
  );
  renderInRouter(<LegalPage doc={doc} />);
  await screen.findByRole("heading", { level: 1, name: doc.title });
  return api;
};

const sectionTitles = () =>
  screen
    .getAllByRole("region")
    .map((region) => region.querySelector("h2")?.textContent?.replace(/^\d+\.\s*/, ""))
    .filter(Boolean);

describe("legal pages", () => {
  it("Privacy Policy has its 8 sections, in order", async () => {
    await renderDoc(privacyPolicy);
    expect(sectionTitles()).toEqual([
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Information",
      "Data Security",
      "Your Rights",
      "Cookies and Local Storage",
      "Changes to This Policy",
      "Contact Us",
    ]);
    const rights = screen.getByRole("region", { name: /Your Rights/ });
    for (const right of ["Access:", "Correct:", "Delete:", "Opt out:", "Export:"]) expect(within(rights).getByText(right)).toBeInTheDocument();
  });

  it("Terms of Service has its 12 sections, in order", async () => {
    await renderDoc(termsOfService);
    expect(sectionTitles()).toEqual([
      "Acceptance of Terms",
      "Description of the Service",
      "User Accounts",
      "User Content and Conduct",
      "Intellectual Property",
      "Scoring Disclaimer",
      "Privacy",
      "Service Availability",
      "Limitation of Liability",
      "Termination",
      "Changes to These Terms",
      "Contact",
    ]);
  });

  it.each([privacyPolicy, termsOfService])("$title links every section from its table of contents", async (doc) => {
    await renderDoc(doc);
    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(doc.sections.length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target?.tagName).toBe("SECTION");
      expect(link).toHaveTextContent(target!.querySelector("h2")!.textContent!.replace(/^\d+\.\s*/, ""));
    }
  });

  it.each([privacyPolicy, termsOfService])("$title shows the contact address from configuration", async (doc) => {
    const { requests } = await renderDoc(doc);
    const contact = screen.getByRole("region", { name: /Contact/ });
    expect(await within(contact).findByRole("link", { name: CONTACT })).toHaveAttribute("href", `mailto:${CONTACT}`);
    expect(requests.map((url) => url.pathname)).toContain("/api/site");
  });

  it.each([
    { doc: privacyPolicy, day: "November 28, 2026" },
    { doc: termsOfService, day: "November 28, 2026" },
  ])("$doc.title shows the date its text last changed", async ({ doc, day }) => {
    await renderDoc(doc);
    const date = screen.getByText(day);
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", doc.lastUpdated);
    expect(date.parentElement).toHaveTextContent(`Last updated: ${day}`);
  });

  it("Privacy Policy sends members to their Account screen to see, correct, export and delete their data, with e-mail as the fallback", async () => {
    await renderDoc(privacyPolicy);
    const rights = screen.getByRole("region", { name: /Your Rights/ });
    expect(within(rights).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/me/account");
    expect(within(rights).getByText(/“Download your data” on your Account screen gives you a JSON file/)).toBeInTheDocument();
    expect(within(rights).getByText(/with “Delete account” on your Account screen/)).toBeInTheDocument();
    expect(await within(rights).findByRole("link", { name: CONTACT })).toHaveAttribute("href", `mailto:${CONTACT}`);
  });

  it("offers the contact form when the address cannot be read", async () => {
    stubApi(() => ({ status: 503, body: { message: "Unavailable" } }));
    renderInRouter(<LegalPage doc={privacyPolicy} />);
    const contact = await screen.findByRole("region", { name: /Contact Us/ });
    expect(await within(contact).findByRole("link", { name: "our contact form" })).toHaveAttribute("href", "/contact");
  });
});
