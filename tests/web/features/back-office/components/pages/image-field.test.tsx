import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageFormScreen } from "../../../../../../web/src/features/back-office/components/pages/page-form-screen";
import { field, fileOf, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

// jsdom has no object URLs; these stand in so the preview's lifecycle can be watched.
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});

afterEach(() => vi.unstubAllGlobals());

describe("Page image preview", () => {
  it("previews the chosen picture and revokes each object URL when the choice changes or the form goes", async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubStaffApi({});
    const { unmount } = renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
    const image = await vi.waitFor(() => field("Image"));

    await user.upload(image, fileOf("one.png", "image/png"));
    expect(await screen.findByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute("src", "blob:preview-1");

    await user.upload(image, fileOf("two.jpg", "image/jpeg"));
    await vi.waitFor(() => expect(screen.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute("src", "blob:preview-2"));
    expect(revoked).toEqual(["blob:preview-1"]);

    // A file that is not an image has nothing to preview.
    await user.upload(image, fileOf("notes.txt", "text/plain"));
    await vi.waitFor(() => expect(screen.queryByRole("img", { name: "Preview of the chosen image" })).not.toBeInTheDocument());
    expect(created).toHaveLength(2);

    await user.upload(image, fileOf("three.gif", "image/gif"));
    await screen.findByRole("img", { name: "Preview of the chosen image" });
    unmount();
    expect(revoked).toEqual(["blob:preview-1", "blob:preview-2", "blob:preview-3"]);
  });

  it("clears the choice", async () => {
    const user = userEvent.setup();
    stubStaffApi({});
    renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
    await user.upload(await vi.waitFor(() => field("Image")), fileOf("one.png", "image/png"));
    await user.click(await screen.findByRole("button", { name: "Clear image" }));
    expect(screen.queryByRole("img", { name: "Preview of the chosen image" })).not.toBeInTheDocument();
    expect(revoked).toEqual(["blob:preview-1"]);
  });
});
