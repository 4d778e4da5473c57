import { updateMessages } from "@contract/motion-updates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RespondDialog } from "../../../../../../web/src/features/back-office/components/motions/respond-dialog";
import { makeMotion } from "../../../motions/motion-fixtures";
import { renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

// The back office's Respond dialog: only the statuses the rules allow this role, the form's messages, the
// update as the server expects it, and a 409 when someone else answered first.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TEXT = "The parks team will plant 40 trees along the river this autumn.";
const statusOptions = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText("Status", { selector: "select" }))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("RespondDialog", () => {
  it("offers only the next statuses the rules allow: an editor cannot reopen a declined motion, an admin can", async () => {
    stubStaffApi({});
    const { unmount } = renderBackOffice(<RespondDialog kind="editor" motion={makeMotion({ status: "declined" })} onClose={() => {}} />);
    expect(statusOptions(await screen.findByRole("dialog"))).toEqual(["No change (Declined)"]);
    expect(screen.getByText(/Only an admin can reopen it/)).toBeInTheDocument();
    unmount();

    renderBackOffice(<RespondDialog kind="admin" motion={makeMotion({ status: "declined" })} onClose={() => {}} />);
    expect(statusOptions(await screen.findByRole("dialog"))).toEqual(["No change (Declined)", "Open", "Under review"]);
  });

  it("posts the response with the status it showed, toasts and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const motion = makeMotion({ status: "open" });
    const api = stubStaffApi({
      [`POST /api/idea/${motion._id}/updates`]: { status: 201, body: { message: updateMessages.statusChanged, update: {}, motion } },
    });
    renderBackOffice(<RespondDialog kind="editor" motion={motion} onClose={onClose} />);
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("Status", { selector: "select" }), "Accepted");
    await user.type(within(dialog).getByLabelText("Public response"), TEXT);
    await user.click(within(dialog).getByRole("button", { name: "Post response" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ text: TEXT, expectedStatus: "open", status: "accepted" });
    expect(await screen.findByText(updateMessages.statusChanged)).toBeInTheDocument();
  });

  it("shows the form's messages: a short response, and a merge without the motion it duplicates", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({});
    renderBackOffice(<RespondDialog kind="editor" motion={makeMotion({ status: "open" })} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Public response"), "Too short.");
    await user.selectOptions(within(dialog).getByLabelText("Status", { selector: "select" }), "Merged");
    await user.click(within(dialog).getByRole("button", { name: "Post response" }));
    expect(await within(dialog).findByText(updateMessages.textTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(updateMessages.mergeTargetRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the id of a pasted permalink when merging", async () => {
    const user = userEvent.setup();
    const motion = makeMotion({ status: "open" });
    const api = stubStaffApi({ [`POST /api/idea/${motion._id}/updates`]: { status: 201, body: { message: updateMessages.statusChanged, update: {}, motion } } });
    renderBackOffice(<RespondDialog kind="editor" motion={motion} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("Status", { selector: "select" }), "Merged");
    await user.type(within(dialog).getByLabelText("Duplicate of"), "https://plaza.example/parks/motions/m-original?ref=x");
    await user.type(within(dialog).getByLabelText("Public response"), TEXT);
    await user.click(within(dialog).getByRole("button", { name: "Post response" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ status: "merged", mergedInto: "m-original" }));
  });

  it("on a 409 shows the new status, keeps the text, and offers the statuses that follow from it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const motion = makeMotion({ status: "open" });
    stubStaffApi({
      [`POST /api/idea/${motion._id}/updates`]: { status: 409, body: { message: updateMessages.stale } },
      [`GET /api/idea/${motion._id}`]: { body: { motion: { ...motion, status: "implemented", updates: [], mergedIntoMotion: null, alsoProposedAs: [] } } },
    });
    renderBackOffice(<RespondDialog kind="editor" motion={motion} onClose={onClose} />);
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("Status", { selector: "select" }), "Accepted");
    await user.type(within(dialog).getByLabelText("Public response"), TEXT);
    await user.click(within(dialog).getByRole("button", { name: "Post response" }));
    expect(await within(dialog).findByText(updateMessages.stale)).toBeInTheDocument();
    await waitFor(() => expect(statusOptions(dialog)).toEqual(["No change (Implemented)"]));
    expect(within(dialog).getByLabelText("Public response")).toHaveValue(TEXT);
    expect(onClose).not.toHaveBeenCalled();
  });
});
