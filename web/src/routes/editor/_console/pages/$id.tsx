import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageDetailScreen } from "../../../../features/back-office/pages/page-detail-screen";

export const Route = createFileRoute("/editor/_console/pages/$id")({
  head: () => staffHead("Page"),
  component: EditorPageDetail,
});

function EditorPageDetail() {
  const { id } = Route.useParams();
  return <PageDetailScreen kind="editor" id={id} />;
}
