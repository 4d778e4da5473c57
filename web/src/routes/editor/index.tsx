import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/back-office/components/session/login-screen";
import { staffHead } from "../../features/back-office/lib/staff-guard";

// The sign-in screen, outside any guard (it is where the guard sends people); signing in leads to
// /editor/pages.
export const Route = createFileRoute("/editor/")({
  head: () => staffHead("Editor sign in"),
  component: EditorLogin,
});

function EditorLogin() {
  return <LoginScreen kind="editor" />;
}
