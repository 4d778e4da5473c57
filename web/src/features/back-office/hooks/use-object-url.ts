import { useEffect, useState } from "react";

/**
 * A temporary URL for a chosen file, for the image preview. Each URL holds the file in memory until it is
 * revoked, so the old one is revoked whenever the file changes and the last one when the form goes away.
 */
export function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
