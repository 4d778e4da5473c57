import { Link } from "@tanstack/react-router";
import { ArrowRight, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../components/button-styles";
import { jurisdictionLink } from "../../../lib/addresses";
import type { Jurisdiction } from "../../../lib/jurisdiction-tree";
import type { CitySuggestion } from "../api/suggestion-query";
import { useCityChoice } from "../hooks/use-city-choice";
import type { ShownCity } from "../hooks/use-shown-city";
import { ChooseCityButton } from "./choose-city-button";

const Name = ({ children }: { children: string }) => (
  <strong dir="auto" className="font-semibold text-ink user-text">
    {children}
  </strong>
);

/**
 * The line above the home page's motion pages that says whose they are: the chosen city with Change city and a
 * link to its home; or, before any choice, the city the visitor seems to be in ("Are you in Rivermouth? Yes /
 * Choose another"); or, with neither, that every city's pages are shown.
 */
export function CityBar({ shown }: { shown: ShownCity }) {
  const { city, suggested } = shown;
  const choose = useCityChoice(shown);
  const changeRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const onChoose = (picked: NonNullable<CitySuggestion["suggested"]> | Jurisdiction) => {
    refocus.current = true;
    choose(picked);
  };
  // The button that was pressed (Yes, Choose another) is gone once a city is chosen: focus goes on to the new
  // line's Change city once it is drawn, after the dialog has handed focus back.
  useEffect(() => {
    if (!refocus.current || !city) return;
    refocus.current = false;
    const frame = requestAnimationFrame(() => changeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [city]);

  const frame = "flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5";
  if (city) {
    return (
      <div className={frame}>
        <h3 className="flex min-w-0 items-center gap-2 text-lg text-ink-muted">
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
          <span className="min-w-0">
            Motion pages in <Name>{city.name}</Name>
          </span>
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <ChooseCityButton ref={changeRef} label="Change city" current={city.slug} onChoose={onChoose} />
          <Link {...jurisdictionLink(city)} className={buttonClass({ variant: "ghost", size: "sm", className: "text-brand" })}>
            <span>
              More from{" "}
              <span dir="auto" className="user-text">
                {city.name}
              </span>
            </span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    );
  }
  if (suggested) {
    return (
      <div className={`${frame} border-brand/40 bg-brand-soft/30`}>
        <div className="min-w-0">
          <h3 className="text-lg text-ink">
            Are you in <Name>{suggested.name}</Name>?
          </h3>
          <p className="mt-1 text-sm text-ink-muted text-pretty">
            Say yes to see its motion pages here. You can change city at any time.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-label={`Yes, I am in ${suggested.name}`}
            onClick={() => onChoose(suggested)}
            className={buttonClass({ variant: "primary", size: "sm" })}
          >
            Yes
          </button>
          <ChooseCityButton label="Choose another" onChoose={onChoose} />
        </div>
      </div>
    );
  }
  return (
    <div className={frame}>
      <h3 className="flex items-center gap-2 text-lg text-ink-muted">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
        Motion pages from every city
      </h3>
      <ChooseCityButton ref={changeRef} label="Choose your city" variant="primary" onChoose={onChoose} />
    </div>
  );
}
