import { createFileRoute } from "@tanstack/react-router";
import { AddEditorScreen } from "../../../../features/back-office/editors/add-editor-screen";
import { staffHead } from "../../../../features/back-office/session/guard";

export const Route = createFileRoute("/admin/_console/editors/add")({
  head: () => staffHead("Add editor"),
  component: AddEditorScreen,
});
