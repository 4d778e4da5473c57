// Debian's Chromium, as the browser tests and the Lighthouse script both launch it: offline (no background
// traffic to Google's services) and sandbox-free (CI runs as root). Each caller adds its own headless flag.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
