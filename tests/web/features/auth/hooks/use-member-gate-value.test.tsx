import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMemberGate } from "../../../../../web/src/lib/member-gate";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A member-only action as another feature writes it: it asks the gate before doing anything. */
function GatedAction() {
  const gate = useMemberGate();
  const [result, setResult] = useState("");
  return (
    <>
      <p data-testid="result">{result}</p>
      <p data-testid="gate">{`${gate.isLoggedIn ? "in" : "out"}/${gate.isVerified ? "verified" : "unverified"}`}</p>
      <button type="button" onClick={() => void gate.requireMember().then((ok) => setResult(ok ? "allowed" : "refused"))}>
        Act
      </button>
      <button type="button" onClick={() => gate.handleRefusal(401)}>
        Refused 401
      </button>
    </>
  );
}

const signedIn = (user = member()) => {
  localStorage.setItem("token", "jwt-stored");
  return stubAuthApi({ "GET /api/auth/loggedin": { body: { user } } });
};

describe("the member gate supplied by AuthProvider", () => {
  it("refuses an anonymous visitor and opens the login dialog", async () => {
    stubAuthApi({});
    renderWithAuth(<GatedAction />);
    expect(await screen.findByTestId("gate")).toHaveTextContent("out/unverified");
    await userEvent.click(screen.getByRole("button", { name: "Act" }));
    expect(await screen.findByText("refused")).toBeInTheDocument();
    expect(await screen.findByRole("dialog")).toHaveAccessibleName("Welcome back");
  });

  it("sends an unverified member to the pending page with the e-mail and the verify message", async () => {
    signedIn(member({ isVerified: false }));
    const { router } = renderWithAuth(<GatedAction />, { path: "/pages" });
    await waitFor(() => expect(screen.getByTestId("gate")).toHaveTextContent("in/unverified"));
    await userEvent.click(screen.getByRole("button", { name: "Act" }));
    expect(await screen.findByText("refused")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-email-pending"));
    // fromLogin makes the pending page say "Please verify your email to continue."
    expect(router.state.location.state).toMatchObject({ email: "ada@example.com", fromLogin: true });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets a verified member act", async () => {
    signedIn();
    renderWithAuth(<GatedAction />);
    await waitFor(() => expect(screen.getByTestId("gate")).toHaveTextContent("in/verified"));
    await userEvent.click(screen.getByRole("button", { name: "Act" }));
    expect(await screen.findByText("allowed")).toBeInTheDocument();
  });

  it("waits for the stored session's check instead of dropping an early click", async () => {
    signedIn();
    renderWithAuth(<GatedAction />);
    // Clicked at once, while GET /auth/loggedin is still on its way.
    await userEvent.click(await screen.findByRole("button", { name: "Act" }));
    expect(await screen.findByText("allowed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ends a session the server refused (401) and asks to log in again", async () => {
    signedIn();
    renderWithAuth(<GatedAction />);
    await waitFor(() => expect(screen.getByTestId("gate")).toHaveTextContent("in/verified"));
    act(() => screen.getByRole("button", { name: "Refused 401" }).click());
    expect(localStorage.getItem("token")).toBeNull();
    expect(await screen.findByRole("dialog")).toHaveAccessibleName("Welcome back");
    expect(screen.getByTestId("gate")).toHaveTextContent("out/unverified");
  });
});
