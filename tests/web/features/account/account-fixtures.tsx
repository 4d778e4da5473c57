import type { ReactNode } from "react";
import { vi } from "vitest";
import type { Account } from "../../../../web/src/features/account/api/account-queries";
import type { MemberGate } from "../../../../web/src/lib/member-gate";
import { type SessionControl, SessionControlProvider } from "../../../../web/src/lib/session-control";
import { fakeGate, withGate } from "../../support/member-gate";
import { renderInRouter } from "../../support/render-in-router";

/** A member's account as GET /api/me sends it; override only what a test is about. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    _id: "member-1",
    name: "Ada Lovelace",
    email: "ada@example.com",
    isVerified: true,
    profile: { link: null },
    homeCity: null,
    hasPassword: true,
    googleLinked: false,
    pictureSource: null,
    createdAt: "2026-03-04T10:00:00.000Z",
    ...overrides,
  };
}

type FakeSession = { [K in keyof SessionControl]: ReturnType<typeof vi.fn<SessionControl[K]>> };

/** The session as the auth feature would change it, every method a spy. */
const fakeSession = (): FakeSession => ({ showMember: vi.fn(), renewSession: vi.fn(), endSession: vi.fn() });

/** `ui` for a signed-in member (or a visitor), with the session spies and toasts, in the test router. */
export function renderAccount(
  ui: ReactNode,
  { path = "/me/account", as = "member" as "member" | "visitor", homeCity = null as MemberGate["homeCity"] } = {},
) {
  const gate = fakeGate({ as, homeCity });
  const session = fakeSession();
  const rendered = renderInRouter(withGate(gate, <SessionControlProvider value={session}>{ui}</SessionControlProvider>), { path });
  return { ...rendered, gate, session };
}
