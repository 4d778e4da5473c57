import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/back-office/session/login-screen";
import { staffHead } from "../../features/back-office/session/guard";

// Spec §2: a landing route outside any guard; signing in leads to /admin/pages.
export const Route = createFileRoute("/admin/")({
  head: () => staffHead("Admin sign in"),
  component: AdminLogin,
});

function AdminLogin() {
  return <LoginScreen kind="admin" />;
}
