import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PageSearchForm } from "../../../../../web/src/features/pages/components/page-search-form";
import { renderInRouter } from "../../../support/render-in-router";


describe("PageSearchForm", () => {
  it("keeps Search disabled while the text is blank or only whitespace", async () => {
    renderInRouter(<PageSearchForm label="Search motion pages" />, { path: "/pages" });
    const box = await screen.findByPlaceholderText("Search motion pages...");
    const button = screen.getByRole("button", { name: "Search" });
    expect(box).toHaveAccessibleName("Search motion pages");
    expect(button).toBeDisabled();

    await userEvent.type(box, "   ");
    expect(button).toBeDisabled();

    await userEvent.type(box, "bus");
    expect(button).toBeEnabled();
  });

  it("does nothing on Enter while the text is blank", async () => {
    const { router } = renderInRouter(<PageSearchForm label="Search motion pages" />, { path: "/pages" });
    await userEvent.type(await screen.findByPlaceholderText("Search motion pages..."), "  {Enter}");
    expect(router.state.location.pathname).toBe("/pages");
  });

  it("searches on Enter, going to /pages/search/{term} with the term trimmed and URL-encoded", async () => {
    const { router } = renderInRouter(<PageSearchForm label="Search motion pages" />, { path: "/pages" });
    await userEvent.type(await screen.findByPlaceholderText("Search motion pages..."), "  city hall?{Enter}");
    await waitFor(() => expect(router.history.location.pathname).toBe("/pages/search/city%20hall%3F"));
    expect(router.state.matches.at(-1)?.params).toEqual({ search: "city hall?" });
    expect(await screen.findByTestId("route")).toHaveTextContent("search");
  });

  it("searches again from a prefilled, labelled box whose clear button empties it", async () => {
    const { router } = renderInRouter(<PageSearchForm initialTerm="transit" label="Search again" showLabel clearable />, {
      path: "/pages/search/transit",
    });
    const box = await screen.findByLabelText("Search again");
    expect(box).toHaveValue("transit");

    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();

    await userEvent.type(box, "harbour");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pages/search/harbour"));
  });
});
