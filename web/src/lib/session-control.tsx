import type { InferResponseType } from "hono/client";
import { createContext, useContext, type ReactNode } from "react";
import type { api } from "./api";

/** The member as the session knows them (GET /api/auth/loggedin): what the header's avatar and menu show. */
type SessionMember = InferResponseType<typeof api.auth.loggedin.$get, 200>["user"];

/**
 * How a feature other than auth changes the signed-in session after the server changed it: the account
 * screen renames the member, replaces their picture, changes their password (a new token for this
 * session) or ends every session. The auth feature's provider supplies it, as it does the member gate
 * (lib/member-gate.tsx), so features never import each other.
 */
export type SessionControl = {
  /** The member's own account changed: the header shows the new name, address or picture at once. */
  showMember: (member: SessionMember) => void;
  /** The server issued this session a new token (the others ended): keep it, stay signed in. */
  renewSession: (token: string, member: SessionMember) => void;
  /**
   * The server ended this session (signed out everywhere, the account deleted): forget the token and
   * everything read with it, without the page reload that Logout does, so the caller can say what happened.
   */
  endSession: () => void;
};

// Outside a provider nobody is signed in, so there is nothing to change.
const nobody: SessionControl = { showMember: () => {}, renewSession: () => {}, endSession: () => {} };

const SessionControlContext = createContext<SessionControl>(nobody);

export function SessionControlProvider({ value, children }: { value: SessionControl; children: ReactNode }) {
  return <SessionControlContext.Provider value={value}>{children}</SessionControlContext.Provider>;
}

export const useSessionControl = (): SessionControl => useContext(SessionControlContext);
