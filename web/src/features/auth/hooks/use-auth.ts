import { createContext, useContext } from "react";
import type { AuthUser } from "../api/session";

export type AuthMode = "login" | "sign-up" | "reset";

export type OpenAuthDialogOptions = {
  /**
   * Where focus goes when the modal closes. Defaults to whatever had focus when it was asked to open;
   * callers whose button disappears on the way (the side menu's) name one that stays.
   */
  returnFocusTo?: HTMLElement | null;
};

/** The client auth state (user, isLoggedIn, authDialog) and the ways to change it. */
export type AuthContextValue = {
  user: AuthUser | null;
  isLoggedIn: boolean;
  /** True while a stored token is being checked at start, so the header can hold its place. */
  isChecking: boolean;
  authDialog: boolean;
  openAuthDialog: (mode?: AuthMode, options?: OpenAuthDialogOptions) => void;
  closeAuthDialog: () => void;
  /** Stores a fresh session (login, verification, Google) and shows the member at once. */
  signIn: (token: string, user: AuthUser) => void;
  /** Removes the stored token and reloads the page, so nothing of the member stays in memory. */
  logout: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs <AuthProvider>, which the root route mounts.");
  return value;
}
