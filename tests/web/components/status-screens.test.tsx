import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeError, ErrorScreen } from "../../../web/src/components/error-screen";
import { NotFoundScreen } from "../../../web/src/components/not-found-screen";
import { SiteFooter } from "../../../web/src/components/site-footer";
import { stubApi } from "../support/stub-api";
import { renderInRouter } from "../support/render-in-router";


describe("ErrorScreen", () => {
  it("is headed Unexpected Application Error, shows the message and offers a way home", async () => {
    renderInRouter(<ErrorScreen error={new Error("Boom in the loader")} reset={() => {}} info={{ componentStack: "" }} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Boom in the loader");
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("prefers a status text over a message", () => {
    expect(describeError({ statusText: "Service Unavailable", message: "fetch failed" })).toBe("Service Unavailable");
    expect(describeError(new Error("fetch failed"))).toBe("fetch failed");
    expect(describeError(undefined)).toBe("Something went wrong.");
  });
});

describe("NotFoundScreen", () => {
  it("says the page was not found and links home", async () => {
    renderInRouter(<NotFoundScreen />);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
  });
});

describe("SiteFooter", () => {
  it("has the quick links, company links, the configured sister site and this year's copyright", async () => {
    stubApi(() => ({ body: { contactEmail: "hello@plaza.test", sisterSite: { url: "https://sister.test/", name: "Rivermouth Open Data" } } }));
    renderInRouter(<SiteFooter />);
    const quick = await screen.findByRole("navigation", { name: "Quick Links" });
    expect(quick).toHaveTextContent(["Manifesto", "All Motions", "Motion Pages", "About Us"].join(""));
    const company = screen.getByRole("navigation", { name: "Company" });
    expect(company).toHaveTextContent(["Our Team", "Contact", "Transparency", "Privacy Policy", "Terms of Service"].join(""));

    const sister = await screen.findByRole("link", { name: /^Visit Rivermouth Open Data/ });
    expect(sister).toHaveAttribute("href", "https://sister.test/");
    expect(sister).toHaveAttribute("target", "_blank");
    expect(sister).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Plaza`))).toBeInTheDocument();
  });
});
