import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../features/back-office/components/session/login-screen";
import { staffHead } from "../../features/back-office/lib/staff-guard";

// The sign-in screen, outside any guard (it is where the guard sends people); signing in leads to
// /admin/pages.
export const Route = createFileRoute("/admin/")({
  head: () => staffHead("Admin sign in"),
  component: AdminLogin,
});

function AdminLogin() {
  return <LoginScreen kind="admin" />;
}
