import { clsx } from "clsx";
import { ExternalLink, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type EmbeddedVideo = {
  provider: "youtube" | "tiktok";
  id: string;
  title: string;
  /** The video's page, offered as a plain link for anyone who prefers not to embed. */
  watchUrl: string;
};

const PROVIDERS = {
  // youtube-nocookie is YouTube's privacy-enhanced mode: no cookies until the video plays.
  youtube: { name: "YouTube", embed: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` },
  tiktok: { name: "TikTok", embed: (id: string) => `https://www.tiktok.com/player/v1/${encodeURIComponent(id)}?autoplay=1` },
};

/**
 * A click-to-load video: a local poster and a play button until the visitor asks for the video, and
 * only then the provider's iframe (no third-party request, and so no tracking, before a click; offline,
 * the page around it keeps working). Focus moves into the player so keyboard users land where they pressed.
 */
export function VideoFacade({ video, poster, className }: { video: EmbeddedVideo; poster: string; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = PROVIDERS[video.provider];
  const portrait = video.provider === "tiktok";

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={clsx("w-full", portrait ? "max-w-xs" : "max-w-2xl", className)}>
      <div className={clsx("relative overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-line", portrait ? "aspect-[9/16]" : "aspect-video")}>
        {playing ? (
          <iframe
            ref={frame}
            src={provider.embed(video.id)}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${video.title} (loads from ${provider.name})`}
            className="group absolute inset-0 size-full focus-visible:outline-offset-[-4px] focus-visible:outline-white"
          >
            <img src={poster} alt="" width={portrait ? 360 : 640} height={portrait ? 640 : 360} loading="lazy" decoding="async" className="size-full object-cover" />
            {/* Bottom corner, so the poster's own title stays readable. */}
            <span className="absolute right-4 bottom-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-xl transition-transform group-hover:scale-105">
              <Play aria-hidden="true" className="size-4 fill-current" />
              Play
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-3 text-sm leading-relaxed text-ink-muted">
        <span className="font-semibold text-ink">{video.title}</span>
        <span className="block">
          Plays from {provider.name}; nothing loads until you press play.{" "}
          <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4">
            Open on {provider.name}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
