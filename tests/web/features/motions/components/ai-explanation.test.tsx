import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AiExplanation } from "../../../../../web/src/features/motions/components/ai-explanation";


describe("AiExplanation", () => {
  it("renders headings bold, bullets as one list and other lines as paragraphs", () => {
    const { container } = render(
      <AiExplanation text={"Strengths:\n- Clear goal\n- Low cost\n\nThe motion fits the page well."} />,
    );
    const heading = screen.getByText("Strengths:");
    expect(heading).toHaveClass("font-semibold");
    const list = screen.getByRole("list");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Clear goal", "Low cost"]);
    expect(screen.getByText("Low cost").parentElement).toBe(list);
    expect(screen.getByText("The motion fits the page well.").tagName).toBe("P");
    expect(container.querySelectorAll("[aria-hidden]").length).toBe(1); // the spacer
  });

  it("does not make a 9-word line ending in a colon a heading", () => {
    render(<AiExplanation text="This line has nine words and ends with a:" />);
    expect(screen.getByText("This line has nine words and ends with a:")).not.toHaveClass("font-semibold");
  });

  it("shows markup from the model as text, never as HTML", () => {
    const { container } = render(<AiExplanation text={'<img src=x onerror="alert(1)"> hello'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> hello')).toBeInTheDocument();
  });
});
