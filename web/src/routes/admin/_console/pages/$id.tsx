import { createFileRoute } from "@tanstack/react-router";
import { PageDetailScreen } from "../../../../features/back-office/components/pages/page-detail-screen";
import { staffHead } from "../../../../features/back-office/lib/staff-guard";

export const Route = createFileRoute("/admin/_console/pages/$id")({
  head: () => staffHead("Page"),
  component: AdminPageDetail,
});

function AdminPageDetail() {
  const { id } = Route.useParams();
  return <PageDetailScreen kind="admin" id={id} />;
}
