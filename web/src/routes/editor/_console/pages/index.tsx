import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageListScreen } from "../../../../features/back-office/pages/page-list-screen";

export const Route = createFileRoute("/editor/_console/pages/")({
  head: () => staffHead("Pages"),
  component: EditorPages,
});

function EditorPages() {
  return <PageListScreen kind="editor" />;
}
