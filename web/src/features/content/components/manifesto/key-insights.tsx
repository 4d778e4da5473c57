import { SiInstagram, SiTiktok, SiX, SiYoutube } from "@icons-pack/react-simple-icons";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { KEY_INSIGHTS, PLAZA_PROFILES } from "../../data/manifesto-stories";
import { ContentSection } from "../page-parts";

const ICONS = { TikTok: SiTiktok, YouTube: SiYoutube, Instagram: SiInstagram, X: SiX };

/** "Key Insights": the method on one card, then where to follow it and where to start. */
export function KeyInsights() {
  return (
    <ContentSection id="key-insights" title="Key Insights">
      <ol className="space-y-3">
        {KEY_INSIGHTS.map((insight, index) => (
          <li key={insight} className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
            <span aria-hidden="true" className="font-mono text-sm font-bold text-brand tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="text-base text-ink">{insight}</span>
          </li>
        ))}
      </ol>
      <div className="rounded-2xl bg-surface-sunken p-6">
        <h3 className="font-bold text-ink">Follow the method on Plaza's channels</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {PLAZA_PROFILES.map(({ platform, handle, href }) => {
            const Icon = ICONS[platform];
            return (
              <li key={platform}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${handle} on ${platform} (opens in a new tab)`}
                  className={buttonClass({ size: "sm" })}
                >
                  <Icon aria-hidden="true" focusable="false" size={16} />
                  {handle}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/motions" className={buttonClass({ variant: "primary", className: "min-h-12 px-6 text-base" })}>
          Find a motion to champion
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/pages" className={buttonClass({ className: "min-h-12 px-6 text-base" })}>
          Browse motion pages
        </Link>
      </div>
    </ContentSection>
  );
}
