import { api, ApiError, unwrap } from "../../../lib/api";
import { attachmentName } from "../lib/attachment-name";

// "Download your data" (GET /api/me/export). The answer is a streamed JSON attachment that needs the
// member's bearer token, so a plain link cannot fetch it: the typed client does, and the screen hands the
// bytes to the browser as a file.

const FALLBACK_NAME = "plaza-data.json";
const CUT_OFF = "Your data could not be downloaded completely. Please try again.";

/** The export as a Blob and the name the Worker gave it; a refusal throws the server's message as an ApiError. */
export async function fetchDataExport(): Promise<{ blob: Blob; fileName: string }> {
  const request = api.me.export.$get();
  const res = await request.catch(() => null);
  if (!res?.ok) {
    // No answer, or a refusal (a 429, a session that ended): unwrap throws exactly what every other call throws.
    await unwrap(request);
    throw new ApiError("The download failed. Please try again.", res?.status ?? 0);
  }
  // The status line went out before the data was read: a failure on the way cuts the stream (an error
  // here) or leaves a document that does not parse. Either way nothing half-written is saved.
  const blob = await res.blob().catch(() => null);
  if (!blob || !(await parses(blob))) throw new ApiError(CUT_OFF, 0);
  return { blob, fileName: attachmentName(res.headers.get("Content-Disposition"), FALLBACK_NAME) };
}

const parses = async (blob: Blob) => {
  try {
    JSON.parse(await blob.text());
    return true;
  } catch {
    return false;
  }
};
