import { createFileRoute } from "@tanstack/react-router";
import { requireStaffToken } from "../../features/back-office/session/guard";
import { StaffLayout } from "../../features/back-office/session/staff-layout";

// The admin's signed-in screens: a stored admin token to enter (spec §6 guard), then the layout's top bar
// and logged-in check (spec §4). Pathless, so the URLs stay /admin/pages and so on.
export const Route = createFileRoute("/admin/_console")({
  beforeLoad: requireStaffToken("admin"),
  component: AdminLayout,
});

function AdminLayout() {
  return <StaffLayout kind="admin" />;
}
