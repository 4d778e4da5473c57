import { createFileRoute } from "@tanstack/react-router";
import { MotionInboxScreen } from "../../../features/back-office/components/motions/motion-inbox-screen";
import { validateInboxSearch } from "../../../features/back-office/lib/inbox-search";
import { staffHead } from "../../../features/back-office/lib/staff-guard";

// The motions to answer, every page's or one's; the filters are in the URL.
export const Route = createFileRoute("/admin/_console/motions")({
  validateSearch: validateInboxSearch,
  head: () => staffHead("Motions"),
  component: AdminMotions,
});

function AdminMotions() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Pushed, not replaced: each filter is a view of its own, so Back returns to the previous one.
  return <MotionInboxScreen kind="admin" search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
