import { checklist, type Evaluation } from "./checklist";
import { find } from "./signals";

// Feasibility: what a department would need to act on the motion — who acts, money, when, where, how much.

/** Drops an item already contained in an earlier one ("Authority" after "Metro Transit Authority"). */
const dedupe = (items: string[]) =>
  items.filter((x, i) => !items.slice(0, i).some((y) => y.toLowerCase().includes(x.toLowerCase())));

export function feasibility(text: string, pageName: string): Evaluation {
  // Naming the page's own body ("the Metro Transit Authority should…") is as good as naming any agency.
  const namesPage = pageName.length > 3 && text.toLowerCase().includes(pageName.toLowerCase());
  const actors = dedupe([...(namesPage ? [pageName] : []), ...find(text, "actorName"), ...find(text, "actorRole")]);
  const vagueActors = find(text, "vagueActor");
  const money = find(text, "money");
  const funding = find(text, "fundingWord");
  const when = [...find(text, "date"), ...find(text, "deadline")];
  const vagueTime = find(text, "vagueTime");
  const places = find(text, "place");
  const placeWords = find(text, "placeWord");
  const counts = find(text, "count");
  return checklist(10, [
    {
      label: "who acts",
      found: actors.length ? actors : vagueActors,
      credit: actors.length ? 1 : vagueActors.length ? 0.3 : 0,
      points: 20,
      missing: "who should carry it out",
      tip: "Name the department, agency or partner that should carry it out.",
    },
    {
      label: "resources",
      found: [...money, ...funding],
      credit: money.length ? 1 : funding.length ? 0.5 : 0,
      points: 22,
      missing: "a cost or funding source",
      tip: "Estimate the cost and say where the money or staff would come from.",
    },
    {
      label: "a timeline",
      found: when.length ? when : vagueTime,
      credit: when.length >= 2 ? 1 : when.length ? 0.7 : vagueTime.length ? 0.2 : 0,
      points: 20,
      missing: "a deadline or start date",
      tip: 'Give a start date or deadline ("by June 2027", "within 90 days").',
    },
    {
      label: "where",
      found: places.length ? places : placeWords,
      credit: places.length ? 1 : placeWords.length ? 0.6 : 0,
      points: 14,
      missing: "where it applies",
      tip: "Say where it applies: the streets, sites or neighborhoods concerned.",
    },
    {
      label: "its scope in numbers",
      found: counts,
      credit: counts.length >= 2 ? 1 : counts.length ? 0.65 : 0,
      points: 14,
      missing: "its scope in numbers",
      tip: "Put numbers on the scope: how many stops, schools, homes or staff.",
    },
  ]);
}
