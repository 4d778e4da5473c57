import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ExpandableText } from "../../../../../web/src/features/pages/components/expandable-text";


describe("ExpandableText", () => {
  it("starts collapsed and toggles between Show more and Show less", async () => {
    const text = "b".repeat(120);
    render(<ExpandableText text={text} limit={100} />);

    expect(screen.getByText(`${"b".repeat(100)}…`)).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "Show more" });
    expect(more).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(less);
    expect(screen.getByText(`${"b".repeat(100)}…`)).toBeInTheDocument();
  });

  it("offers no button when the text fits", () => {
    render(<ExpandableText text={"c".repeat(100)} limit={100} />);
    expect(screen.getByText("c".repeat(100))).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
