import { createFileRoute } from "@tanstack/react-router";
import { StaffLayout } from "../../features/back-office/components/session/staff-layout";
import { requireStaffToken } from "../../features/back-office/lib/staff-guard";

// The admin's signed-in screens: a stored admin token to enter (the guard), then the layout's top bar and
// logged-in check. Pathless, so the URLs stay /admin/pages and so on.
export const Route = createFileRoute("/admin/_console")({
  beforeLoad: requireStaffToken("admin"),
  component: AdminLayout,
});

function AdminLayout() {
  return <StaffLayout kind="admin" />;
}
