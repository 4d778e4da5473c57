import { createContext, useContext, type ReactNode } from "react";

/**
 * What member-only actions (submit, vote, follow) need to know about the visitor, and the one way to send
 * them to sign in or verify. Features that act for a member depend on this small contract instead of on
 * the auth feature; the auth feature's provider supplies the value (dependency inversion), so features
 * never import each other.
 */
export type MemberGate = {
  isLoggedIn: boolean;
  isVerified: boolean;
  /**
   * The signed-in member's home city (set on the account screen), where the home page starts for them; null
   * for a visitor or a member without one.
   */
  homeCity: HomeCity | null;
  /**
   * True when a verified member is signed in. Otherwise it takes the visitor where they can become one —
   * the login dialog when anonymous, the pending-verification page when unverified — and returns false.
   * Asynchronous because a click can come while the stored session is still being checked: it waits for
   * that answer rather than dropping the click or asking a signed-in member to log in again.
   */
  requireMember: () => Promise<boolean>;
  /**
   * A member-only call was refused by the server (401 session gone, 403 e-mail not verified): takes the
   * same path as requireMember and returns true, so the caller shows no error of its own. Any other
   * status returns false.
   */
  handleRefusal: (status: number) => boolean;
};

/** A city as a member's account names it: enough to list its pages and link to its home. */
type HomeCity = { slug: string; name: string };

// Outside a provider everyone is a visitor who cannot act. Throwing instead would force every test and
// storybook-style render of a card to mount the whole auth feature.
const visitor: MemberGate = {
  isLoggedIn: false,
  isVerified: false,
  homeCity: null,
  requireMember: async () => false,
  handleRefusal: () => false,
};

const MemberGateContext = createContext<MemberGate>(visitor);

export function MemberGateProvider({ value, children }: { value: MemberGate; children: ReactNode }) {
  return <MemberGateContext.Provider value={value}>{children}</MemberGateContext.Provider>;
}

export const useMemberGate = (): MemberGate => useContext(MemberGateContext);
