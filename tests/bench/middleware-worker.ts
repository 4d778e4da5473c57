import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { optionalMember } from "../../worker/accounts/member-guard";
import { motionListQuery } from "../../worker/contract/lists";
import { limitBody } from "../../worker/http/body-limit";
import { d1Session } from "../../worker/http/d1-session";
import { edgeCache } from "../../worker/http/edge-cache";
import { localOnlyInDevelopment } from "../../worker/http/local-only";
import { anonymousSearchLimit } from "../../worker/http/rate-limit";
import { requestLog } from "../../worker/http/request-log";
import { corsForWebOrigins, securityHeaders } from "../../worker/http/security-headers";
import { validate } from "../../worker/http/validate";
import type { AppEnv } from "../../worker/shared/app-env";
import { directory } from "../../worker/db/placement";

// The per-middleware table of `npm run bench` (README.md, "Performance"). The Worker's clock stands still
// while it computes, so a middleware cannot be timed from inside; instead this Worker serves the app's
// middleware stacked one more at a time, and the bench measures each stack's throughput in the same rounds
// as the trivial reference (what a row adds is its cost) and its time in the isolate (`&repeat=`). The
// order is the app's (worker/app.ts, then the motion list's route in worker/routes/motions.ts); each stack
// answers GET /api/idea?sort=A.I&limit=8&layer=<row> with `{"status":"ok"}`, the last with the app's own
// list (LIST_ANSWER). Two floors follow, rows that run none of the app's code: the app's answer headers as
// constants (APP_HEADERS), then with one D1 read. Both values are read from the app by bench-workers.ts,
// which runs this Worker with the app's config: its assets in front, its bindings and vars.

type BenchEnv = { Bindings: Env & { LIST_ANSWER: object; APP_HEADERS: Record<string, string> }; Variables: AppEnv["Variables"] };
type Bindings = BenchEnv["Bindings"];
// Each middleware is typed for its own env (AppEnv, or only the bindings it reads): any env takes them.
type Stacked = { name: string; middleware?: MiddlewareHandler; answersList?: true };
type Answer = (env: Bindings, request: Request, ctx: ExecutionContext) => Response | Promise<Response>;
/** A row of the table; `against`: the row its cost is counted from (the row before, if none). */
type Row = { name: string; stacked: boolean; against?: number; answer: Answer };

const OK = { status: "ok" };
const ASSETS_ROW = "the app's [assets] in front of the Worker (run_worker_first)";
const ASSETS: Row = { name: ASSETS_ROW, stacked: false, answer: () => Response.json(OK) };
// After the stacks, rows that run none of the app's code: what any Worker like the app pays, whatever its code.
const FLOORS: Row[] = [
  { name: "floor: the app's headers, written as constants (against the assets row)", stacked: false, answer: (env) => Response.json(OK, { headers: env.APP_HEADERS }), against: 0 },
  {
    name: "floor: those headers and one D1 read in a session, select 1 (against the row above)",
    stacked: false,
    answer: async (env) => {
      await directory(env).withSession("first-unconstrained").prepare("select 1").first();
      return Response.json(OK, { headers: env.APP_HEADERS });
    },
  },
];

const STACKED: Stacked[] = [
  { name: "Hono: routing, context, c.json" },
  { name: "request id", middleware: requestId() },
  { name: "request log line", middleware: requestLog },
  { name: "security headers", middleware: securityHeaders },
  { name: "local-only check", middleware: localOnlyInDevelopment },
  { name: "CORS", middleware: corsForWebOrigins },
  { name: "body limit", middleware: limitBody },
  { name: "edge-cache lookup", middleware: edgeCache },
  { name: "D1 session", middleware: d1Session },
  { name: "optional member (anonymous)", middleware: optionalMember },
  { name: "anonymous search limit", middleware: anonymousSearchLimit },
  { name: "query validation (zod)", middleware: validate("query", motionListQuery) },
  { name: "serialising the list's answer (8 motions)", answersList: true },
];

const stack = (upTo: number) => {
  const app = new Hono<BenchEnv>();
  for (const layer of STACKED.slice(0, upTo + 1)) if (layer.middleware) app.use(layer.middleware);
  const answersList = STACKED[upTo]!.answersList;
  return app.get("/api/idea", (c) => c.json(answersList ? c.env.LIST_ANSWER : OK));
};

// The rows in the table's order: the assets row, the stacks, the floors.
const ROWS: Row[] = [
  ASSETS,
  ...STACKED.map((layer, index): Row => {
    const app = stack(index);
    return { name: layer.name, stacked: true, answer: (env, request, ctx) => app.fetch(request, env, ctx) };
  }),
  ...FLOORS,
];
const answer = (row: number, request: Request, env: Bindings, ctx: ExecutionContext) =>
  (ROWS[row] ?? ASSETS).answer(env, request, ctx);

/**
 * `&repeat=<n>`: the row's stack run n times in one request, one after the other. Seen from outside, the
 * request's time grows by n times the stack's own time in the isolate: tenths of a microsecond become
 * measurable, without the pipes around the isolate (wrangler's log, the proxy) that throughput includes.
 */
async function repeated(row: number, request: Request, env: Bindings, ctx: ExecutionContext, times: number) {
  const url = request.url.replace(/&repeat=\d+/, "");
  for (let i = 0; i < times; i++) await (await answer(row, new Request(url), env, ctx)).arrayBuffer();
  return Response.json(OK);
}

export default {
  fetch(request, env, ctx) {
    const [, row, repeat] = /[?&]layer=(\d+)(?:&repeat=(\d+))?/.exec(request.url) ?? [];
    // No row: the rows, which also tell the bench that the Worker serves.
    if (row === undefined) return Response.json(ROWS.map(({ name, stacked, against }) => ({ name, stacked, against })));
    return repeat ? repeated(Number(row), request, env, ctx, Number(repeat)) : answer(Number(row), request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
