import { createFileRoute } from "@tanstack/react-router";
import { AddEditorScreen } from "../../../../features/back-office/components/editors/add-editor-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

export const Route = createFileRoute("/admin/_console/editors/add")({
  head: () => staffHead("Add editor"),
  component: AddEditorScreen,
});
