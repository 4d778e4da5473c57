import { Flag } from "lucide-react";
import posterTiktok from "../../../../assets/manifesto/poster-tiktok.svg";
import posterYoutube from "../../../../assets/manifesto/poster-youtube.svg";
import { MANIFESTO_VIDEOS, STORY_PAGES } from "../../data/manifesto-stories";
import { Disclosure } from "../disclosure";
import { VideoFacade } from "../video-facade";

/** "More Examples of Storytelling Pages" (collapsible panel): example flags and paths, and two explainers. */
export function MoreExamplesPanel() {
  return (
    <Disclosure id="more-examples" title="More Examples of Storytelling Pages" description="Flags, paths and rhythms you can borrow.">
      <div className="space-y-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          {STORY_PAGES.map(({ flag, account, rhythm, path }) => (
            <li key={account} className="flex flex-col rounded-2xl border border-line bg-surface-sunken p-5">
              <p className="flex items-start gap-2 font-bold text-ink">
                <Flag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                {flag}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-ink-muted">{path}</p>
              <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-xs text-ink-muted">
                <span className="font-mono">{account}</span>
                <span>{rhythm}</span>
              </p>
            </li>
          ))}
        </ul>
        {MANIFESTO_VIDEOS.length > 0 && (
          <div>
            <h3 className="text-lg font-bold text-ink">Watch the method</h3>
            <div className="mt-4 flex flex-col items-start gap-8 md:flex-row">
              {MANIFESTO_VIDEOS.map(({ video, portrait }) => (
                <VideoFacade
                  key={video.provider}
                  video={video}
                  poster={portrait ? posterTiktok : posterYoutube}
                  className={portrait ? "md:flex-1" : "md:flex-[2]"}
                />
              ))}
            </div>
          </div>
        )}
      </div>
    </Disclosure>
  );
}
