import { Infinity as InfinityIcon, Map as MapIcon, RefreshCcw, ServerCog, type LucideIcon } from "lucide-react";

/** The About page's four things Plaza is building, in the order the page lists them. */
export const BUILDING: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: RefreshCcw,
    title: "Public Input Loop",
    text: "Residents post motions to the page of whoever is responsible, vote on each other's motions, and see every motion analysed and ranked in public. The loop closes when the people in charge respond where everyone can read it.",
  },
  {
    Icon: ServerCog,
    title: "Transparent Infrastructure",
    text: "The scoring rubric and its weights are published, each analysis explains its reasoning, vote counts are exact and enforced one per member, and nothing on the record can be quietly edited afterwards.",
  },
  {
    Icon: InfinityIcon,
    title: "Permanent Open System",
    text: "Not a consultation that opens for six weeks and then disappears. Plaza stays open between elections and keeps its record, so promises and proposals can be followed for years.",
  },
  {
    Icon: MapIcon,
    title: "National Blueprint",
    text: "We start with one large city and document everything we learn, so that any city can adopt the same model and residents everywhere get the same standing to be heard.",
  },
];

/** What a visitor can use today versus what is still being built — the honest part of "in development". */
export const WORKING_NOW = [
  "Motion pages for offices, agencies and public figures",
  "Submitting motions and voting them up or down",
  "A score and written analysis of every motion against a published rubric",
  "A direct line to the team through the contact form",
];

export const COMING_NEXT = [
  "Weekly votes on the city's priorities",
  "Plans and budgets shown alongside the public's response",
  "Public responses from the offices that motions address",
];
