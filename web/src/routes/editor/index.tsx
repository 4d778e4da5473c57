import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/back-office/session/login-screen";
import { staffHead } from "../../features/back-office/session/guard";

// Spec §2: a landing route outside any guard; signing in leads to /editor/pages.
export const Route = createFileRoute("/editor/")({
  head: () => staffHead("Editor sign in"),
  component: EditorLogin,
});

function EditorLogin() {
  return <LoginScreen kind="editor" />;
}
