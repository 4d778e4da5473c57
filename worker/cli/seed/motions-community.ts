import type { SeedMotion } from "./types";

export const parksMotions: SeedMotion[] = [
  {
    text: "Keep 10 recreation centers open until 10 p.m. on Fridays and Saturdays from June to August 2027 — the ten in the districts with the fewest evening programs according to the department's own 2025 facilities audit. Staff each one with two recreation leaders and a security officer, run free basketball, futsal, music and study-room programs for ages 12 to 24, and publish attendance weekly. Estimated cost: $1.6 million, about a third of which can come from the youth violence prevention grant. Compare summer attendance, noise complaints and calls for service within 500 meters of each center against summer 2026.",
    age: "22d",
    up: 20,
    down: 2,
  },
  { text: "Plant more trees in my neighborhood, it is so hot in summer.", age: "6d", up: 7, down: 0 },
  {
    text: "Plant 5,000 street and park trees a year in the four hottest neighborhoods on the 2024 heat-island map — Southgate, Millbrook, East Flats and Canal Row — until their tree canopy reaches 25%. Hire local residents as tree stewards to water them for the first three summers, when most young trees die, and report survival rates every autumn.",
    age: "16d",
    up: 24,
    down: 1,
  },
  {
    text: "Plant trees in Southgate and Millbrook first. They are the hottest neighborhoods in the city in summer and have almost no shade.",
    age: "9d",
    up: 12,
    down: 0,
  },
  {
    text: "Build a fenced dog run at Lindell Park. The lawn by the tennis courts is used by dogs every morning anyway, right next to the playground.",
    age: "31d",
    up: 9,
    down: 4,
  },
  {
    text: "Keep the restrooms in the 20 largest parks open from 7 a.m. to 9 p.m. all year, not only from May to September, and post the cleaning schedule on the door.",
    age: "47d",
    up: 13,
    down: 1,
  },
  {
    text: "Open the 19 public pools a week earlier in June and keep them open until 9 p.m. on heat-warning days. To fix the lifeguard shortage, pay for certification for residents aged 16 and over who commit to two summers.",
    age: "3d",
    up: 10,
    down: 0,
  },
  { text: "Parks should be nicer and safer.", age: "12d", up: 1, down: 3 },
  {
    text: "Turn the three vacant lots that Parks manages on Delmar Avenue into community gardens with water hookups and 40 raised beds, allocated by lottery with priority for the surrounding blocks.",
    age: "59d",
    up: 6,
    down: 0,
  },
];

export const housingMotions: SeedMotion[] = [
  {
    text: "Fix the repair backlog before building anything else. The Authority reported 11,400 open work orders in March, 2,100 of them older than a year: leaks, mold, broken heating, elevators. Proposal: a two-year Repair Blitz funded with $38 million from the 2026 housing bond, outside contractors for the 3,000 oldest orders, and a public dashboard showing every development's open orders, their age and the promised completion date. Tenants can text a work-order number to get its status. Targets: no order older than 90 days by the end of 2027, heat restored within 24 hours in winter, and mold remediation started within 10 days of a report. Each tenant association gets a quarterly walk-through with its property manager and can escalate overdue orders to an independent monitor.",
    age: "28d",
    up: 26,
    down: 1,
  },
  { text: "Build more housing that normal people can afford.", age: "10d", up: 8, down: 2 },
  { text: "We need more affordable housing, rents are out of control.", age: "4d", up: 6, down: 1 },
  {
    text: "Use the 140 vacant city-owned lots listed in the 2025 land inventory for permanently affordable homes: sell them for $1 to nonprofit developers and community land trusts that keep rents at or below 60% of area median income for 99 years. Publish the list of lots with their status, and require the first 30 to be under construction within 24 months.",
    age: "36d",
    up: 19,
    down: 3,
  },
  {
    text: "Let tenants pay rent online and see their rent ledger. Paying by money order at the management office is a half-day trip for working residents.",
    age: "15d",
    up: 14,
    down: 0,
  },
  {
    text: "The elevators at Riverside Towers are broken for weeks at a time and seniors on the 14th floor are trapped. Please repair them first.",
    age: "2d",
    up: 15,
    down: 0,
  },
  {
    text: "Raise voucher payment standards in neighborhoods with good schools so families can actually use their vouchers there, and pay landlords a $2,000 signing bonus for their first voucher tenant.",
    age: "49d",
    up: 9,
    down: 4,
  },
  {
    text: "Why does the city let the stadium owner keep all the parking revenue? That money should go to schools.",
    age: "21d",
    up: 3,
    down: 6,
  },
  {
    text: "Fund free legal representation for every tenant facing eviction in housing court, starting with households with children. Cities that did this saw eviction judgments fall sharply.",
    age: "7h",
    up: 5,
    down: 0,
  },
];
