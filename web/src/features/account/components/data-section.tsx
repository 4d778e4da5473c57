import { Download } from "lucide-react";
import { toast } from "sonner";
import { fetchDataExport } from "../api/data-export";
import { useAccountAction } from "../hooks/use-account-action";
import { AccountSection } from "./account-section";
import { ActionButton } from "./action-button";

/** Long enough for any browser to have taken the bytes; the blob is small, so holding it costs little. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Saves `blob` as a download named `fileName`, the way a link with `download` would: an object URL on a
 * temporary <a download>, clicked once. The URL is released a while later, not at once: some browsers
 * start reading it only after the click has returned.
 */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** "Download your data": everything Plaza holds about the member, as one JSON file saved by the browser. */
export function DataSection() {
  const download = useAccountAction(fetchDataExport, ({ blob, fileName }) => {
    saveFile(blob, fileName);
    toast.success(`Your data was saved as ${fileName}.`);
  });
  return (
    <AccountSection
      id="your-data"
      description="A copy of everything Plaza holds about you: your account, your motions with their scores and the city's answers, your votes, the pages you follow, your notifications, reports and messages. It comes as a JSON file, which any text editor opens and other services can read."
    >
      <ActionButton busy={download.isPending} busyLabel="Preparing your file…" icon={Download} onClick={() => download.start()}>
        Download your data
      </ActionButton>
    </AccountSection>
  );
}
