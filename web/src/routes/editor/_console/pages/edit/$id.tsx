import { createFileRoute } from "@tanstack/react-router";
import { PageFormScreen } from "../../../../../features/back-office/components/pages/page-form-screen";
import { staffHead } from "../../../../../features/back-office/lib/staff-guard";
import { useRefreshPages } from "../../../../../features/pages/hooks/use-refresh-pages";

export const Route = createFileRoute("/editor/_console/pages/edit/$id")({
  head: () => staffHead("Edit page"),
  component: EditorEditPage,
});

// A saved page also changes the public lists; refreshing them is the pages feature's business.
function EditorEditPage() {
  const { id } = Route.useParams();
  const refreshPages = useRefreshPages();
  return <PageFormScreen kind="editor" id={id} onSaved={refreshPages} />;
}
