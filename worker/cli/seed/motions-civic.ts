import type { SeedMotion } from "./types";

export const mayorMotions: SeedMotion[] = [
  {
    text: "Publish every city contract over $50,000 online before it is signed. Within 90 days, the Office of the Mayor should direct the Procurement Department to post each proposed contract above $50,000 — vendor, amount, scope, the bids that lost and their evaluation scores — on the open data portal at least 10 business days before signature, with a public comment form attached. Cost: about $180,000 a year for two analysts and changes to the portal, paid from the existing procurement technology budget. Success measures, reported quarterly: the share of qualifying contracts posted on time (target 100%), the number of public comments received, and the number of contracts changed or re-bid after comment. After 18 months the Inspector General reviews the program and recommends whether the threshold should drop to $25,000.",
    age: "41d",
    up: 23,
    down: 2,
  },
  { text: "Listen to the people more, the city feels very far away from us.", age: "6d", up: 3, down: 5 },
  {
    text: "Hold a town hall every quarter in each of the nine council districts, alternating a weekday evening and a Saturday morning, with childcare, interpretation in the city's five most spoken languages and a livestream. The Mayor attends at least two per quarter in person; the commissioners of Transit, Housing and Streets attend every one. Questions collected in advance are answered in writing on this page within 30 days.",
    age: "19d",
    up: 17,
    down: 1,
  },
  {
    text: "Town halls in every district, please — and not only in election years. Evening times so working people can actually come.",
    age: "12d",
    up: 9,
    down: 0,
  },
  {
    text: "Set aside $15 million of the 2027 capital budget for participatory budgeting. Residents of each district propose and vote on small capital projects of up to $500,000 — benches, lighting, crossings, playground repairs. The vote runs for two weeks in October, online and at every library branch, open to residents aged 14 and older regardless of citizenship. The Budget Office publishes a cost estimate for each proposal before the vote and a delivery tracker after it.",
    age: "33d",
    up: 19,
    down: 4,
  },
  {
    text: "Can someone fix the potholes on Alder Street near the bakery? My tire blew out there last week.",
    age: "2d",
    up: 4,
    down: 1,
  },
  {
    text: "Create a public 311 status map showing every open service request with its age, the department responsible and the promised response time, so residents can see which neighborhoods wait longest. Publish the median time to close a request, by district, every month.",
    age: "9d",
    up: 14,
    down: 1,
  },
  { text: "Do something about rent, it is way too expensive now.", age: "22h", up: 2, down: 1 },
  {
    text: "Publish the Mayor's calendar, including meetings with lobbyists and developers, within seven days of each meeting, listing who attended and the topic. Several large cities already do this; it costs almost nothing and builds trust.",
    age: "27d",
    up: 12,
    down: 3,
  },
  {
    text: "The Riverfront Resilience plan should spend the flood-wall money first in the East Flats, where 4,000 homes flooded in 2021, before the downtown promenade. Publish the ranking of projects and the flood-risk data used to make it.",
    age: "52d",
    up: 11,
    down: 2,
  },
];

export const libraryMotions: SeedMotion[] = [
  {
    text: "Open all 27 branch libraries on Sundays from 1 to 5 p.m. starting in January 2027. Today only the Central Library opens on Sundays, while branch visits on Saturdays run 40% above weekdays. Cost: about $3.1 million a year in staff hours. Track Sunday visits, new library cards and computer sessions per branch, and end Sunday hours at any branch that averages fewer than 100 visits after six months.",
    age: "26d",
    up: 18,
    down: 1,
  },
  {
    text: "Eliminate late fines for good and clear the existing fines on children's cards. Fines keep the poorest families away and cost more to collect than they bring in.",
    age: "50d",
    up: 15,
    down: 2,
  },
  { text: "Lend internet hotspots and laptops for three weeks, just like books, at every branch.", age: "8d", up: 10, down: 0 },
  { text: "The library should have more books.", age: "5h", up: 1, down: 1 },
  {
    text: "Keep the Central Library study rooms open until midnight during exam season (December and May), with a security guard on duty.",
    age: "17d",
    up: 7,
    down: 1,
  },
  {
    text: "Please let people borrow wifi hotspots from the library, many students have no internet at home.",
    age: "3d",
    up: 5,
    down: 0,
  },
  {
    text: "Add tool and seed libraries at the branches near community gardens: lend drills, ladders and sewing machines for a week at a time.",
    age: "37d",
    up: 6,
    down: 0,
  },
];
