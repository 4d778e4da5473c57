import { accountMessages } from "@contract/account";
import { authMessages } from "@contract/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfirmEmailScreen } from "../../../../../web/src/features/account/components/confirm-email-screen";
import { stubRoutes } from "../../../support/stub-api";
import { makeAccount, renderAccount } from "../account-fixtures";

// /confirm-email: the link mailed to a new address spends its token once, from script, and the header of a
// browser signed in as that member shows the new address at once.

const changed = makeAccount({ email: "ada.new@example.com" });
const { hasPassword: _p, googleLinked: _g, pictureSource: _s, createdAt: _c, ...user } = changed;

describe("ConfirmEmailScreen", () => {
  it("confirms the new address once and shows it in the session", async () => {
    const api = stubRoutes({ "POST /api/auth/email-change/the-token": { body: { message: accountMessages.emailChanged, user } } });
    const { session } = renderAccount(<ConfirmEmailScreen token="the-token" />, { path: "/confirm-email" });
    expect(await screen.findByRole("heading", { level: 1, name: accountMessages.emailChanged })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Plaza now writes to ada.new@example.com");
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/me/account");
    expect(session.showMember).toHaveBeenCalledWith(user);
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(["POST /api/auth/email-change/the-token"]);
  });

  it("says why a spent link changed nothing, and tries again on request", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({ "POST /api/auth/email-change/old": { status: 400, body: { message: authMessages.invalidLink } } });
    renderAccount(<ConfirmEmailScreen token="old" />, { path: "/confirm-email" });
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mail address was not changed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(authMessages.invalidLink);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it("asks for the whole link when the token is missing, and calls nothing", async () => {
    const api = stubRoutes({});
    renderAccount(<ConfirmEmailScreen />, { path: "/confirm-email" });
    expect(await screen.findByRole("heading", { level: 1, name: "This link is incomplete" })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
