import type { MotionStatus, StaffRole } from "../../contract/statuses";
import { demoAdmin, demoCityStaff, demoEditor } from "./demo-accounts";

/** Who signs the demo answers: the national admin, Rivermouth's editor, and Millbrook's city admin and editor. */
export const RESPONDERS = {
  admin: { name: demoAdmin.name, role: "admin" },
  editor: { name: demoEditor.username, role: "editor" },
  millbrookAdmin: { name: demoCityStaff[1].admin.name, role: "admin" },
  millbrookEditor: { name: demoCityStaff[1].editor.username, role: "editor" },
} as const satisfies Record<string, { name: string; role: StaffRole }>;

/**
 * One official update of the demo data, posted through the same code as POST /api/idea/:id/updates.
 * `motion` and `mergedInto` are the start of a seeded motion's text; `age` is how long before the seed run
 * it was posted (younger than the motion); `by` signs it (RESPONDERS). A motion's updates are listed oldest
 * first.
 */
export type SeedResponse = { motion: string; age: string; by: keyof typeof RESPONDERS; status?: MotionStatus; mergedInto?: string; text: string };

// Every status appears, with a multi-step history, a merge of a duplicate, a reply without a status change,
// and many motions left open for the back office's inbox.
export const seedResponses: SeedResponse[] = [
  // A full history: open → under review → accepted → in progress → implemented.
  { motion: "Eliminate late fines for good", age: "45d", by: "editor", status: "under_review", text: "Thank you. The Library Board asked Finance for the cost of ending fines: about $310,000 a year in lost revenue, against staff time spent collecting them. We will report back at the Board's March meeting." },
  { motion: "Eliminate late fines for good", age: "38d", by: "admin", status: "accepted", text: "The Library Board voted 6–1 on March 12 to end late fines on all cards and to clear existing fines on children's cards. The change is funded in the current library budget." },
  { motion: "Eliminate late fines for good", age: "30d", by: "editor", status: "in_progress", text: "The catalog vendor is switching fines off; children's fines are being cleared in batches by branch. Signs and the website are being updated." },
  { motion: "Eliminate late fines for good", age: "21d", by: "editor", status: "implemented", text: "Done: since April 1 no branch charges late fines, and 18,400 children's cards were cleared. Lost items are still billed after 60 days. In the first month, 2,100 previously blocked cards borrowed again." },
  // Accepted, then a reply without a status change.
  { motion: "Publish every city contract over $50,000", age: "34d", by: "admin", status: "accepted", text: "The Mayor's Office will publish every contract over $50,000 on the open-data portal at least ten business days before signature, starting with the next budget cycle. Procurement is writing the rule now." },
  { motion: "Publish every city contract over $50,000", age: "12d", by: "admin", text: "Update: the procurement rule was signed on the 3rd. The first 42 contracts are on the portal under Contracts → Pending, each with its vendor, amount and the department responsible." },
  // In progress.
  { motion: "Make Route 12 (Harbor Street) a frequent line", age: "18d", by: "editor", status: "under_review", text: "Metro's service planning team is modelling 8-minute weekday service on Route 12 with the nine buses from the 2026 order. Streets & Mobility is checking the bus lane design between Market Square and the Ferry Terminal." },
  { motion: "Make Route 12 (Harbor Street) a frequent line", age: "6d", by: "admin", status: "in_progress", text: "Approved in the spring service change: Route 12 runs every 8 minutes on weekdays from June 2. Bus lanes are painted in two phases; phase one (Market Square to 9th Street) starts next month." },
  // Under review.
  { motion: "Put a full-time nurse in every school building", age: "10d", by: "editor", status: "under_review", text: "The district's health services office is costing a nurse for each of the 71 buildings without one, and checking whether the county health department can share the cost. We will answer with figures by the end of the term." },
  { motion: "Keep the restrooms in the 20 largest parks open", age: "40d", by: "editor", status: "under_review", text: "Parks Operations is checking which of the 20 restrooms have heating and winter water lines; 12 do today. We will come back with a plan and its cost." },
  // Declined, with the reason.
  { motion: "Bring back the old green color for the trams", age: "25d", by: "editor", status: "declined", text: "Thank you for caring about how the trams look. We will not repaint them: the white livery reflects heat and keeps cars cooler in summer, and repainting the 48 trams would cost about $1.9 million. The green returns on the tram stops, which are being refurbished." },
  { motion: "Homework is useless, just ban it.", age: "5h", by: "editor", status: "declined", text: "Homework policy is set by each school with its parent council, not by the district, so we cannot ban it city-wide. The district's guidance already caps homework at 10 minutes per grade level a night; you can raise it with your school's council." },
  // Merged duplicates: the newer motion goes into the older one with more votes. The text shows on both
  // timelines (the duplicate's and the one it went into), so it names the motions rather than saying "this one".
  { motion: "More frequent buses, especially in the evening", age: "20h", by: "editor", status: "merged", mergedInto: "Buses should come more often.", text: "The motion about evening buses asks for the same as the earlier \"Buses should come more often\", adding waits of 30 minutes after 8 p.m. We merged them so Metro's service planning team answers both in one place, evening service included. Votes stay on the motion they were cast on." },
  { motion: "Town halls in every district, please", age: "11d", by: "editor", status: "merged", mergedInto: "Hold a town hall every quarter", text: "\"Town halls in every district\" asks for the same as the earlier motion for a town hall every quarter in each council district, which already includes weekday evenings. We merged them so the Mayor's Office answers both in one place. Votes stay on the motion they were cast on." },
  { motion: "Hold a town hall every quarter", age: "9d", by: "admin", status: "accepted", text: "Accepted: from September, the Mayor holds a town hall in each of the nine districts every quarter, alternating weekday evenings and Saturday mornings, with childcare and live captions. Dates are published a month ahead." },
  // Accepted.
  { motion: "Open all 27 branch libraries on Sundays", age: "20d", by: "admin", status: "accepted", text: "Accepted for a one-year pilot: 12 branches open on Sundays from 1 to 5 p.m. from January, chosen by visits per hour. If use meets the target of 150 visits per afternoon, the rest follow in 2028." },
  { motion: "Install smoke and carbon monoxide alarms free of charge", age: "28d", by: "editor", status: "in_progress", text: "Fire & Rescue has installed 3,800 free alarms since the program started; book a visit through 311. Crews reach every house on the waiting list within six weeks." },
  // The smaller cities: Millbrook answered by its own city staff, the Highlands by the national admin.
  { motion: "Fix the drainage at the corner of Canal Street", age: "12d", by: "millbrookEditor", status: "under_review", text: "Public Works inspected the corner after last Tuesday's storm: the drain under the crosswalk is blocked by roots and too small for the water that runs down Canal Street. We are pricing a larger drain and will report back within two weeks." },
  { motion: "Fix the drainage at the corner of Canal Street", age: "5d", by: "millbrookAdmin", status: "accepted", text: "Accepted: the Town Manager approved $46,000 from the storm-water reserve for a new drain and a raised crosswalk at Canal Street and Weaver Lane. Work is planned for the school holidays so the crossing stays open during term." },
  { motion: "Stream every Town Council meeting live", age: "20d", by: "millbrookAdmin", status: "in_progress", text: "The council agreed unanimously on the 4th. The library's streaming account will carry meetings from next month; the Clerk is buying a camera and a microphone mixer for the Old Mill Hall, and recordings will be posted with agenda times." },
  { motion: "Taxes are too high in this town.", age: "1d", by: "millbrookEditor", status: "declined", text: "Thank you for writing. The tax rate is set each June when the council adopts the budget, and this motion does not propose a change we can act on. The budget hearing on June 10 is open to everyone, and a motion naming a service to cut or a fee to change can be answered here." },
  { motion: "Rebuild the railings on the Falls Overlook trail", age: "19d", by: "admin", status: "in_progress", text: "Parks & Recreation closed the upper viewpoint for safety yesterday and ordered steel railings for both loose sections. The fitters are booked for the last week of May, before the season opens." },
  { motion: "Rebuild the railings on the Falls Overlook trail", age: "15d", by: "admin", status: "implemented", text: "Done: both loose sections near the upper viewpoint were replaced with steel railings on May 28, and the whole trail was inspected. Thank you to everyone who reported them." },
  { motion: "Add an evening ferry to Gull Island", age: "9d", by: "admin", status: "under_review", text: "The Harbor Authority board will vote on a 9:30 p.m. crossing at its June meeting. Staff are checking whether the crew's hours allow it without a second shift and what the island residents' association can contribute." },
];
