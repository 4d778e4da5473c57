import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { motionQueryOptions } from "../../../features/motions/api/motion-queries";
import { MotionNotFound } from "../../../features/motions/components/motion-not-found";
import { motionLink } from "../../../lib/addresses";
import { ApiError } from "../../../lib/api";
import { ensureRouteData } from "../../../lib/query-client";

// A motion's address of before the nation, /{page}/motions/{id} (and any link that knows only the motion's page
// slug, such as a notification's): the motion's own address, /{jurisdiction}/{page}/motions/{id}, found by its
// id, without a history entry for the old one. The Worker answers a full page load of it with a 301; this
// covers a link followed inside the app. The motion read here is the permalink's, already in the cache.
export const Route = createFileRoute("/$slug_/motions/$id")({
  // The loader travels with the screen's code (one chunk, fetched on the way here or on hover), not in every
  // page's first download: the home page's JavaScript budget (README.md, "Performance").
  codeSplitGroupings: [["loader", "component", "notFoundComponent"]],
  loader: async ({ context, params }) => {
    let motion;
    try {
      motion = await ensureRouteData(context.queryClient, motionQueryOptions(params.id));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
    throw redirect({ ...motionLink(motion), replace: true });
  },
  notFoundComponent: MotionNotFound,
});
