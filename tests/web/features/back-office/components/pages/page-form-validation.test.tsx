import { pageMessages } from "@contract/back-office";
import { MAX_IMAGE_BYTES } from "@contract/limits";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageFormScreen } from "../../../../../../web/src/features/back-office/components/pages/page-form-screen";
import { BIO, field, fileOf, renderBackOffice, setText, stubStaffApi, ownRequests } from "../../back-office-fixtures";

afterEach(() => vi.unstubAllGlobals());

async function setup() {
  // The input's accept list would filter the wrong files out before the rules could see them.
  const user = userEvent.setup({ applyAccept: false });
  const api = stubStaffApi({});
  renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
  await screen.findByRole("heading", { name: "Add page" });
  const submit = () => user.click(screen.getByRole("button", { name: "Add page" }));
  return { user, api, submit };
}

describe("Add page form: validation", () => {
  it("checks nothing until submitted, then asks for the name, the bio and the image", async () => {
    const { user, api, submit } = await setup();
    await user.type(field("Twitter / X"), "nope");
    expect(screen.queryByText(pageMessages.twitter)).not.toBeInTheDocument();
    await user.clear(field("Twitter / X"));

    await submit();
    expect(await screen.findByText(pageMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(pageMessages.bioRequired)).toBeInTheDocument();
    expect(screen.getByText(pageMessages.imageRequired)).toBeInTheDocument();
    expect(field("Name")).toHaveAccessibleDescription(pageMessages.nameRequired);
    expect(ownRequests(api)).toHaveLength(0);
  });

  it("re-checks on every change: the bio needs 50 characters, and the counter follows it", async () => {
    const { user, submit } = await setup();
    await submit();
    await screen.findByText(pageMessages.bioRequired);

    await setText(user, "Bio", "Too short.");
    expect(screen.getByText(pageMessages.bioTooShort)).toBeInTheDocument();
    expect(screen.getByText("10 / 5,000")).toBeInTheDocument();
    await setText(user, "Bio", BIO);
    expect(screen.queryByText(pageMessages.bioTooShort)).not.toBeInTheDocument();

    await user.type(field("Name"), "City Council");
    expect(screen.queryByText(pageMessages.nameRequired)).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image, an SVG, and an image over 5 MB", async () => {
    const { user, submit } = await setup();
    await submit();
    await screen.findByText(pageMessages.imageRequired);
    const image = field("Image");

    await user.upload(image, fileOf("notes.txt", "text/plain"));
    expect(await screen.findByText(pageMessages.imageType)).toBeInTheDocument();
    await user.upload(image, fileOf("logo.svg", "image/svg+xml"));
    expect(screen.getByText(pageMessages.imageType)).toBeInTheDocument();
    await user.upload(image, fileOf("huge.png", "image/png", MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText(pageMessages.imageTooLarge)).toBeInTheDocument();
    await user.upload(image, fileOf("council.webp", "image/webp"));
    expect(screen.queryByText(pageMessages.imageTooLarge)).not.toBeInTheDocument();
    expect(screen.queryByText(pageMessages.imageType)).not.toBeInTheDocument();
    expect(image).not.toHaveAttribute("aria-invalid");
  });

  it.each([
    ["Twitter / X", pageMessages.twitter, "https://facebook.com/council", "https://x.com/citycouncil"],
    ["Instagram", pageMessages.instagram, "https://instagram.com/", "https://www.instagram.com/city.council"],
    ["Facebook", pageMessages.facebook, "https://x.com/council", "https://facebook.com/CityCouncil"],
    ["TikTok", pageMessages.tiktok, "https://tiktok.com/citycouncil", "https://www.tiktok.com/@citycouncil"],
    ["YouTube", pageMessages.youtube, "https://youtube.com/", "https://www.youtube.com/@CityCouncil"],
    ["Link 1", pageMessages.link, "city.gov", "https://city.example.gov"],
    ["Link 3", pageMessages.link, "javascript:alert(1)", "http://city.example.gov/plan"],
    ["Display order", pageMessages.sortRank, "0", "3"],
  ])("%s: says “%s” for a wrong value and clears it for a right one", async (label, message, wrong, right) => {
    const { user, submit } = await setup();
    await setText(user, label, wrong);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    await setText(user, label, right);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("leaves every optional field alone when it is empty", async () => {
    const { user, submit } = await setup();
    await submit();
    await screen.findByText(pageMessages.nameRequired);
    const { twitter, instagram, facebook, tiktok, youtube, link, sortRank } = pageMessages;
    for (const message of [twitter, instagram, facebook, tiktok, youtube, link, sortRank]) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
    await setText(user, "Display order", "1001");
    expect(screen.getByText(pageMessages.sortRank)).toBeInTheDocument();
  });
});
