import { createFileRoute } from "@tanstack/react-router";
import { requireStaffToken } from "../../features/back-office/session/guard";
import { StaffLayout } from "../../features/back-office/session/staff-layout";

// The editor's signed-in screens: a stored editor token to enter (spec §6 guard), then the layout's top bar
// and logged-in check (spec §4). Pathless, so the URLs stay /editor/pages and so on.
export const Route = createFileRoute("/editor/_console")({
  beforeLoad: requireStaffToken("editor"),
  component: EditorLayout,
});

function EditorLayout() {
  return <StaffLayout kind="editor" />;
}
