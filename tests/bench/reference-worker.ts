// The bench's reference (README.md, "Performance"): a Worker that answers `{"status":"ok"}` and does
// nothing else, served by the same wrangler and workerd as the app (bench-workers.ts). Its throughput is
// what the local runtime itself allows on this machine; every throughput figure is reported against it.

export default {
  fetch: () => Response.json({ status: "ok" }),
} satisfies ExportedHandler;
