import { createFileRoute } from "@tanstack/react-router";
import { EditorListScreen } from "../../../../features/back-office/components/editors/editor-list-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

// Admin only: it sits under the admin layout, whose guard wants an admin token.
export const Route = createFileRoute("/admin/_console/editors/")({
  head: () => staffHead("Editors"),
  component: EditorListScreen,
});
