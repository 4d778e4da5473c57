import { createFileRoute } from "@tanstack/react-router";
import { PageListScreen } from "../../../../features/back-office/components/pages/page-list-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

export const Route = createFileRoute("/editor/_console/pages/")({
  head: () => staffHead("Pages"),
  component: EditorPages,
});

function EditorPages() {
  return <PageListScreen kind="editor" />;
}
