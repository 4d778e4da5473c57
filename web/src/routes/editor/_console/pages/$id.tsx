import { createFileRoute } from "@tanstack/react-router";
import { PageDetailScreen } from "../../../../features/back-office/components/pages/page-detail-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

export const Route = createFileRoute("/editor/_console/pages/$id")({
  head: () => staffHead("Page"),
  component: EditorPageDetail,
});

function EditorPageDetail() {
  const { id } = Route.useParams();
  return <PageDetailScreen kind="editor" id={id} />;
}
