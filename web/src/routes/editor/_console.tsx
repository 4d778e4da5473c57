import { createFileRoute } from "@tanstack/react-router";
import { StaffLayout } from "../../features/back-office/components/session/staff-layout";
import { requireStaffToken } from "../../features/back-office/lib/staff-guard";

// The editor's signed-in screens: a stored editor token to enter (the guard), then the layout's top bar and
// logged-in check. Pathless, so the URLs stay /editor/pages and so on.
export const Route = createFileRoute("/editor/_console")({
  beforeLoad: requireStaffToken("editor"),
  component: EditorLayout,
});

function EditorLayout() {
  return <StaffLayout kind="editor" />;
}
