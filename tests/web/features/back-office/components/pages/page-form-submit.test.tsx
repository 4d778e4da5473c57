import { pageMessages } from "@contract/back-office";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageFormScreen } from "../../../../../../web/src/features/back-office/components/pages/page-form-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { BIO, currentRoute, field, fileOf, renderBackOffice, setText, staffPage, stubStaffApi, ownRequests } from "../../back-office-fixtures";

beforeEach(() => setToken("editor", "editor-jwt"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const saved = staffPage({ _id: "0193-new", name: "Transit Authority", slug: "transit-authority" });

async function fillValidAdd(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { name: "Add page" });
  await user.type(field("Name"), "Transit Authority");
  await setText(user, "Bio", BIO);
  await user.upload(field("Image"), fileOf("bus.png", "image/png"));
  await setText(user, "Twitter / X", "https://x.com/transit");
  await setText(user, "Link 2", "https://transit.example.gov");
}

describe("Add page: submitting", () => {
  it("sends the multipart form with the editor's token, toasts the server's message and opens the new page", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({ "POST /api/entity/add": { status: 201, body: { message: pageMessages.added, entity: saved } } });
    renderBackOffice(<PageFormScreen kind="editor" />, { path: "/editor/pages/add" });
    await fillValidAdd(user);
    await user.click(screen.getByRole("button", { name: "Add page" }));

    expect(await screen.findByText(pageMessages.added)).toBeInTheDocument();
    await currentRoute("editor/pages/$id");
    const call = ownRequests(api)[0]!;
    expect(call.headers.get("Authorization")).toBe("Bearer editor-jwt");
    const body = call.body as Record<string, FormDataEntryValue>;
    expect(body).toMatchObject({
      name: "Transit Authority",
      bio: BIO,
      twitter: "https://x.com/transit",
      link2: "https://transit.example.gov",
      instagram: "", // sent empty, so an edit can clear a link
      link1: "",
    });
    expect(body.image).toBeInstanceOf(File);
    expect((body.image as File).name).toBe("bus.png");
    expect(body).not.toHaveProperty("sortRank"); // empty: the server's default applies
  });

  it("puts the server's issues on the fields they name", async () => {
    const user = userEvent.setup();
    stubStaffApi({
      "POST /api/entity/add": {
        status: 400,
        body: { message: pageMessages.twitter, issues: [{ path: "twitter", message: pageMessages.twitter }] },
      },
    });
    renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
    await fillValidAdd(user);
    await user.click(screen.getByRole("button", { name: "Add page" }));

    await vi.waitFor(() => expect(field("Twitter / X")).toHaveAccessibleDescription(pageMessages.twitter));
    expect(field("Twitter / X")).toHaveAttribute("aria-invalid", "true");
    await currentRoute("admin/pages/add");
  });

  it.each([
    [413, pageMessages.imageTooLarge],
    [415, pageMessages.imageUnreadable],
    [422, pageMessages.imageTooManyPixels],
  ])("shows a refused upload (%i) under the image field", async (status, message) => {
    const user = userEvent.setup();
    stubStaffApi({ "POST /api/entity/add": { status, body: { message } } });
    renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
    await fillValidAdd(user);
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await vi.waitFor(() => expect(field("Image")).toHaveAccessibleDescription(expect.stringContaining(message)));
  });
});

describe("Edit page", () => {
  const page = staffPage({
    _id: "p1",
    sortRank: 2,
    socialMediaLinks: [
      { name: "twitter", link: "https://x.com/citycouncil" },
      { name: "youtube", link: "https://www.youtube.com/@CityCouncil" },
    ],
    additionalLinks: ["https://city.example.gov/council", "https://city.example.gov/budget"],
  });

  it("starts from the stored page, keeps its image unless another is chosen, and saves with PUT", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({
      "GET /api/entity/admin/p1": { body: page },
      "PUT /api/entity/edit/p1": { body: { message: pageMessages.updated, entity: { ...page, name: "City Council (new)" } } },
    });
    renderBackOffice(<PageFormScreen kind="editor" id="p1" />, { path: "/editor/pages/edit/p1" });

    expect(await screen.findByRole("heading", { name: "Edit City Council" })).toBeInTheDocument();
    expect(field("Name")).toHaveValue("City Council");
    expect(field("Bio")).toHaveValue(page.description);
    expect(field("YouTube")).toHaveValue("https://www.youtube.com/@CityCouncil");
    expect(field("Link 2")).toHaveValue("https://city.example.gov/budget");
    expect(field("Display order")).toHaveValue("2");
    expect(screen.getByRole("img", { name: "Current image" })).toHaveAttribute("src", page.image.url);

    await setText(user, "Name", "City Council (new)");
    await setText(user, "YouTube", ""); // cleared: the server drops the link
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText(pageMessages.updated)).toBeInTheDocument();
    await currentRoute("editor/pages/$id");
    const put = api.calls.find((call) => call.method === "PUT")!;
    // With the version it was based on, so an edit over someone else's newer save is refused (409).
    expect(put.body).toMatchObject({ name: "City Council (new)", youtube: "", twitter: "https://x.com/citycouncil", sortRank: "2", version: "3" });
    expect(put.body).not.toHaveProperty("image");
  });

  it("still refuses a file that is not an image", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = stubStaffApi({ "GET /api/entity/admin/p1": { body: page } });
    renderBackOffice(<PageFormScreen kind="admin" id="p1" />, { path: "/admin/pages/edit/p1" });
    await screen.findByRole("heading", { name: "Edit City Council" });
    await user.upload(field("Image"), fileOf("notes.pdf", "application/pdf"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(pageMessages.imageType)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });
});
