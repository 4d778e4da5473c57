import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "../../../../../web/src/features/motions/components/share-button";
import { makeMotion } from "../motion-fixtures";

// Share: the browser's share sheet where it exists, else the permalink on the clipboard with a toast.

const motion = makeMotion({ _id: "m-42", idea: "Open the Eastside library on Sundays from 10 to 4." });
// The permalink names the page's city: /{city}/{page}/motions/{id}.
const expectedUrl = `${window.location.origin}/rivermouth/city-council/motions/m-42`;

const renderButton = () =>
  render(
    <>
      <ShareButton motion={motion} />
      <Toaster />
    </>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("ShareButton", () => {
  it("opens the system share sheet with the motion's permalink when the browser has one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Share this motion" }));
    expect(share).toHaveBeenCalledWith({ title: "A motion for City Council in Rivermouth on Plaza", text: motion.idea, url: expectedUrl });
  });

  it("does nothing more when the person closes the share sheet", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: vi.fn(async () => Promise.reject(new DOMException("closed", "AbortError"))), clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Share this motion" }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the permalink and says so where there is no share sheet", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Share this motion" }));
    expect(writeText).toHaveBeenCalledWith(expectedUrl);
    expect(await screen.findByText("Link copied to the clipboard.")).toBeInTheDocument();
  });

  it("shows the link to copy by hand when the clipboard is refused", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Share this motion" }));
    expect(await screen.findByText(`Copy this link to share the motion: ${expectedUrl}`)).toBeInTheDocument();
  });
});
