// The Worker's own V8 heap, read through the inspector that `wrangler dev` serves for it (server.ts passes
// --inspector-port; Chrome DevTools protocol over a WebSocket). The workerd process's resident memory also
// holds the local runtime (D1's SQLite, the queue broker, the send_email simulator and its capture store,
// the trace collector, each in isolates of their own, and an allocator that keeps what it once used), so it
// cannot say what the Worker's code keeps; the Worker isolate's heap after a full collection can.
//
// Connect right after the Worker starts and stay connected: until a client connects, wrangler's inspector
// proxy keeps every message of the runtime (a console event per log line) in its own workerd, then sends them
// all to the first client; after the other phases that was too much (the proxy's workerd peaked at 2.7 GB
// and the connection failed).

type Reply = { id: number; result?: Record<string, unknown>; error?: { message: string } };

type Socket = {
  send: (data: string) => void;
  close: () => void;
  onopen: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};
/** Node's own WebSocket (undici, which takes headers): this tsconfig's Worker types declare the runtime's. */
const NodeWebSocket = (globalThis as unknown as { WebSocket: new (url: string, init: { headers: Record<string, string> }) => Socket }).WebSocket;

const CALL_TIMEOUT_MS = 30_000;
const POKE_EVERY_MS = 20;

export type WorkerHeap = {
  /** The Worker isolate's live V8 heap in MB after a full garbage collection. */
  retainedMb: () => Promise<number>;
  close: () => void;
};

export async function workerHeap(inspectorPort: number, origin: string): Promise<WorkerHeap> {
  const targets = (await fetch(`http://127.0.0.1:${inspectorPort}/json`).then((r) => r.json())) as { webSocketDebuggerUrl: string }[];
  if (targets.length !== 1) throw new Error(`expected one Worker behind the inspector on port ${inspectorPort}, found ${targets.length}`);
  // wrangler's inspector proxy accepts local origins only, and WebSocket clients send no Origin by default.
  const ws = new NodeWebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise<void>((open, fail) => {
    ws.onopen = () => open();
    ws.onerror = () => fail(new Error(`the Worker's inspector (${targets[0]!.webSocketDebuggerUrl}) refused the connection`));
  });
  let lastId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  ws.onmessage = (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  };
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((done, fail) => {
      const id = ++lastId;
      const timer = setTimeout(() => fail(new Error(`inspector: ${method} did not answer in ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) fail(new Error(`inspector: ${method}: ${reply.error.message}`));
        else done(reply.result ?? {});
      });
      ws.send(JSON.stringify({ id, method }));
    });
  const retainedMb = async () => {
    // workerd runs the collection as a task of the isolate, when the isolate next takes its lock: an idle
    // Worker never answers, so requests are sent until it has.
    const gc: { done: boolean; error?: unknown } = { done: false };
    void call("HeapProfiler.collectGarbage").then(
      () => (gc.done = true),
      (error: unknown) => Object.assign(gc, { done: true, error }),
    );
    while (!gc.done) {
      await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
      await new Promise((r) => setTimeout(r, POKE_EVERY_MS));
    }
    if (gc.error) throw gc.error;
    const { usedSize } = (await call("Runtime.getHeapUsage")) as { usedSize: number };
    return usedSize / 1024 ** 2;
  };
  return { retainedMb, close: () => ws.close() };
}
