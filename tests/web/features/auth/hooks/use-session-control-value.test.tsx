import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../../../../web/src/features/auth/hooks/use-auth";
import { useSessionControl } from "../../../../../web/src/lib/session-control";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

// The auth feature's side of lib/session-control: how another feature (the account screen) changes the
// session after the server changed it — a new name on show, a new token kept, every session ended.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The session as the header shows it, and the control's three moves as buttons. */
function Probe() {
  const { user, isLoggedIn } = useAuth();
  const control = useSessionControl();
  // The account screen hands over its own answer, which carries more than the session keeps.
  const account = { ...member({ name: "Ada King" }), hasPassword: true, createdAt: "2026-03-04T10:00:00.000Z" };
  return (
    <>
      <p data-testid="state">{isLoggedIn ? `in as ${user?.name} <${user?.email}>` : "out"}</p>
      <button type="button" onClick={() => control.showMember(account)}>
        Rename
      </button>
      <button type="button" onClick={() => control.showMember(member({ _id: "someone-else", name: "Grace" }))}>
        Show another member
      </button>
      <button type="button" onClick={() => control.renewSession("jwt-renewed", member({ email: "ada.new@example.com" }))}>
        Renew
      </button>
      <button type="button" onClick={control.endSession}>
        End
      </button>
    </>
  );
}

const state = () => screen.getByTestId("state");

const signedIn = async () => {
  localStorage.setItem("token", "jwt-stored");
  const api = stubAuthApi({ "GET /api/auth/loggedin": { body: { user: member() } } });
  const rendered = renderWithAuth(<Probe />);
  await waitFor(() => expect(state()).toHaveTextContent("in as ada Lovelace"));
  return { api, ...rendered };
};

describe("the session control the auth provider supplies", () => {
  it("shows the member's new name at once, without asking the server again", async () => {
    const user = userEvent.setup();
    const { api, queryClient } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(state()).toHaveTextContent("in as Ada King");
    expect(queryClient.getQueryData(["auth", "me"])).toMatchObject(member({ name: "Ada King" }));
    expect(api.requests).toHaveLength(1);
  });

  it("changes nothing for another member than the one signed in here", async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole("button", { name: "Show another member" }));
    expect(state()).toHaveTextContent("in as ada Lovelace");
  });

  it("keeps a renewed token and stays signed in", async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(localStorage.getItem("token")).toBe("jwt-renewed");
    expect(state()).toHaveTextContent("<ada.new@example.com>");
  });

  it("ends the session without a reload: the token and what was read off screen go", async () => {
    const user = userEvent.setup();
    const { reload, queryClient } = await signedIn();
    queryClient.setQueryData(["account", "me"], { name: "ada Lovelace" });
    await user.click(screen.getByRole("button", { name: "End" }));
    expect(state()).toHaveTextContent("out");
    expect(localStorage.getItem("token")).toBeNull();
    expect(queryClient.getQueryData(["account", "me"])).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
