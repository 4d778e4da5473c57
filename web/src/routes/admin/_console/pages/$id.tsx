import { createFileRoute } from "@tanstack/react-router";
import { staffHead } from "../../../../features/back-office/session/guard";
import { PageDetailScreen } from "../../../../features/back-office/pages/page-detail-screen";

export const Route = createFileRoute("/admin/_console/pages/$id")({
  head: () => staffHead("Page"),
  component: AdminPageDetail,
});

function AdminPageDetail() {
  const { id } = Route.useParams();
  return <PageDetailScreen kind="admin" id={id} />;
}
