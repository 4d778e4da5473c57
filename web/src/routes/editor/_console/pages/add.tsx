import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageFormScreen } from "../../../../features/back-office/pages/page-form-screen";

export const Route = createFileRoute("/editor/_console/pages/add")({
  head: () => staffHead("Add page"),
  component: EditorAddPage,
});

function EditorAddPage() {
  return <PageFormScreen kind="editor" />;
}
