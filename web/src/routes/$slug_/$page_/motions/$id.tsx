import { motionText, NOT_FOUND_TITLES } from "@contract/route-meta";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { pageMeta, pageTitle } from "../../../../components/site-title";
import { motionQueryOptions } from "../../../../features/motions/api/motion-queries";
import { MotionNotFound } from "../../../../features/motions/components/motion-not-found";
import { MotionPermalink } from "../../../../features/motions/components/motion-permalink";
import { motionLink } from "../../../../lib/addresses";
import { ApiError } from "../../../../lib/api";
import { ensureRouteData } from "../../../../lib/query-client";

// A motion's permalink, /{jurisdiction}/{page}/motions/{id}: what a member shares to rally support. Not nested in
// the city's home or the page's screen (the trailing underscores), so each stays as it is.
export const Route = createFileRoute("/$slug_/$page_/motions/$id")({
  loader: async ({ context, params }) => {
    let motion;
    try {
      motion = await ensureRouteData(context.queryClient, motionQueryOptions(params.id));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
    // An old or mistyped city or page slug: the motion's own address, without a history entry for the wrong one.
    const canonical = motionLink(motion).params;
    if (canonical.slug !== params.slug || canonical.page !== params.page) throw redirect({ ...motionLink(motion), replace: true });
    // A motion the public may not read comes without its text: the title says what it is instead, and
    // keeps it out of the index. The Worker puts the same words into this address's HTML (worker/seo/).
    const withheld = motion.idea ? null : motion.awaitingReview ? ("awaiting" as const) : ("hidden" as const);
    const aiScore = motion.aiStatus === "scored" ? motion.aiScore : null;
    const facts = { idea: motion.idea, pageName: motion.entity.name, cityName: motion.entity.jurisdiction.name };
    const text = motionText({ ...facts, withheld, aiScore, aiModel: motion.aiModel, up: motion.votes.count, down: motion.downVotes.count });
    return { ...text, withheld };
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [...pageMeta(loaderData.title, loaderData.description), ...(loaderData.withheld ? [{ name: "robots", content: "noindex" }] : [])]
      : [{ title: pageTitle(NOT_FOUND_TITLES.motion) }],
  }),
  notFoundComponent: MotionNotFound,
  component: MotionPermalinkPage,
});

function MotionPermalinkPage() {
  const { id } = Route.useParams();
  const { data: motion } = useSuspenseQuery(motionQueryOptions(id));
  return <MotionPermalink motion={motion} />;
}
