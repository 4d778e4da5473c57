import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../../features/back-office/session/guard";
import { PageFormScreen } from "../../../../../features/back-office/pages/page-form-screen";

export const Route = createFileRoute("/editor/_console/pages/edit/$id")({
  head: () => staffHead("Edit page"),
  component: EditorEditPage,
});

function EditorEditPage() {
  const { id } = Route.useParams();
  return <PageFormScreen kind="editor" id={id} />;
}
