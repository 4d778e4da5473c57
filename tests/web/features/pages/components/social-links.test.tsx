import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { safeExternalUrl, SocialLinks } from "../../../../../web/src/features/pages/components/social-links";


describe("SocialLinks", () => {
  it("renders only the platforms that have a link, each labelled and opening safely in a new tab", () => {
    render(
      <SocialLinks
        name="Metro Transit"
        links={[
          { name: "youtube", link: "https://youtube.com/@metro" },
          { name: "twitter", link: "" },
          { name: "instagram", link: "https://instagram.com/metro" },
        ]}
      />,
    );

    const links = within(screen.getByRole("list", { name: "Metro Transit on social media" })).getAllByRole("link");
    // A fixed platform order, whatever order the page stored them in.
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Metro Transit on Instagram",
      "Metro Transit on YouTube",
    ]);
    const instagram = screen.getByRole("link", { name: "Metro Transit on Instagram" });
    expect(instagram).toHaveAttribute("href", "https://instagram.com/metro");
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.queryByRole("link", { name: /on X$/ })).not.toBeInTheDocument();
  });

  it("covers all five platforms", () => {
    render(
      <SocialLinks
        name="Council"
        links={[
          { name: "twitter", link: "https://x.com/council" },
          { name: "instagram", link: "https://instagram.com/council" },
          { name: "facebook", link: "https://facebook.com/council" },
          { name: "tiktok", link: "https://www.tiktok.com/@council" },
          { name: "youtube", link: "https://youtube.com/@council" },
        ]}
      />,
    );
    for (const label of ["X", "Instagram", "Facebook", "TikTok", "YouTube"]) {
      expect(screen.getByRole("link", { name: `Council on ${label}` })).toBeInTheDocument();
    }
  });

  it("renders nothing when no platform has a usable link", () => {
    const { container } = render(
      <SocialLinks name="Council" links={[{ name: "facebook", link: "javascript:alert(1)" }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("safeExternalUrl", () => {
  it("accepts http(s) addresses only", () => {
    expect(safeExternalUrl("https://x.com/a")).toBe("https://x.com/a");
    expect(safeExternalUrl("  ")).toBeNull();
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("not a url")).toBeNull();
  });
});
