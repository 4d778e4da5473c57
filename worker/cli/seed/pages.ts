import type { SocialLink } from "../../db/schema";

// The demo motion pages of Rivermouth, an invented large river city. Names, numbers and people are fictional;
// resource links point at the reserved `.example` domain so they can never reach a real site.

export type SeedPageInfo = {
  slug: string;
  name: string;
  description: string;
  /** File name under worker/db/seed/images/. */
  image: string;
  socialLinks: SocialLink[];
  additionalLinks: string[];
  sortRank: number;
};

export const pageInfo = {
  mayor: {
    slug: "office-of-the-mayor",
    name: "Office of the Mayor",
    description:
      "The Office of the Mayor leads Rivermouth's executive branch. It coordinates the city's 31 departments, a workforce of about 24,000 public servants and an annual operating budget of $9.8 billion. The Mayor proposes the budget each spring, appoints department commissioners with the consent of the City Council, and signs or vetoes the ordinances the Council passes.\n\nThis page puts residents' proposals directly in front of the Mayor's policy team. Motions posted here are read every week by the Office of Policy and Delivery. The ten most supported motions of each month receive a written answer that names the department responsible and the estimated cost and, where the answer is yes, a delivery date that is tracked in public until the work is done. Current priorities are the 2026–2030 Capital Plan, the Riverfront Resilience program for the neighborhoods that flood, and opening every city contract above $50,000 to public inspection before it is signed.",
    image: "city-hall.webp",
    socialLinks: [
      { name: "twitter", link: "https://x.com/rivermouthmayor" },
      { name: "instagram", link: "https://www.instagram.com/rivermouthcityhall" },
      { name: "facebook", link: "https://www.facebook.com/RivermouthCityHall" },
      { name: "youtube", link: "https://www.youtube.com/@RivermouthCityHall" },
    ],
    additionalLinks: [
      "https://www.rivermouth.example/budget/2027-proposed",
      "https://www.rivermouth.example/capital-plan",
      "https://data.rivermouth.example/contracts",
    ],
    sortRank: 1,
  },
  transit: {
    slug: "metro-transit",
    name: "Metro Transit Authority",
    description:
      "The Metro Transit Authority runs Rivermouth's buses, its three light-rail lines and the Harbor Ferry: about 610,000 trips on an average weekday across 142 routes. A nine-member board governs it — five members appointed by the Mayor, two by the City Council and two elected by riders — and its budget is public line by line.\n\nThe Authority is in the second year of its Network Redesign, which moves frequent service (a bus or train every 10 minutes or better, 6 a.m. to 9 p.m.) to the corridors where most people live and work, and it is replacing its diesel fleet with battery-electric buses by 2032. Use this page to propose changes to routes, schedules, stops, fares and accessibility. Board staff present the most supported motions at each monthly public board meeting and publish the board's response here.",
    image: "transit.webp",
    socialLinks: [
      { name: "twitter", link: "https://x.com/rivermouthtransit" },
      { name: "facebook", link: "https://www.facebook.com/rivermouthtransit" },
      { name: "tiktok", link: "https://www.tiktok.com/@rivermouthtransit" },
    ],
    additionalLinks: ["https://transit.rivermouth.example/network-redesign", "https://data.rivermouth.example/transit/ridership"],
    sortRank: 1,
  },
  parks: {
    slug: "parks-and-recreation",
    name: "Parks & Recreation",
    description:
      "Parks & Recreation cares for 212 parks and 4,300 acres of public green space, from the 600-acre Northwood Forest Preserve to pocket parks the size of a house lot, along with 38 recreation centers, 19 public pools, 64 playgrounds and the riverfront trail. Its goal is a park within a 10-minute walk of every home; today 81% of residents have one.\n\nThe department's 2027 plan focuses on shade and cooling in the hottest neighborhoods, longer opening hours for recreation centers and pools, and repairing the playgrounds that failed their last safety inspection. Motions here help decide which parks are fixed first and which programs grow.",
    image: "park.webp",
    socialLinks: [
      { name: "instagram", link: "https://www.instagram.com/rivermouthparks" },
      { name: "facebook", link: "https://www.facebook.com/rivermouthparks" },
      { name: "youtube", link: "https://www.youtube.com/@rivermouthparks" },
    ],
    additionalLinks: ["https://parks.rivermouth.example/find-a-park", "https://parks.rivermouth.example/programs"],
    sortRank: 1,
  },
  housing: {
    slug: "housing-authority",
    name: "Housing Authority",
    description:
      "The Rivermouth Housing Authority owns and manages 14,200 public housing apartments in 61 developments and administers 22,000 Housing Choice Vouchers that help families rent homes from private landlords. Around 58,000 residents live in its buildings, a third of them children and a fifth over 62. The waiting list for an apartment is currently about four years.\n\nThe Authority's board meets monthly in public. Its priorities are the repair backlog in its older towers, the redevelopment of Riverside Towers without displacing a single household, and making vouchers usable in every neighborhood. Tenants, neighbors and landlords can post motions here.",
    image: "housing.webp",
    socialLinks: [],
    additionalLinks: [
      "https://housing.rivermouth.example/apply",
      "https://housing.rivermouth.example/board-meetings",
      "https://housing.rivermouth.example/repairs",
    ],
    sortRank: 1,
  },
  schools: {
    slug: "public-schools",
    name: "Rivermouth Public Schools",
    description:
      "Rivermouth Public Schools educates 118,000 students in 172 schools, from pre-kindergarten to grade 12, in more than 60 home languages. An elected nine-member School Board sets policy and the $2.4 billion budget; the Superintendent runs the district day to day. Motions on this page are shared with the Board's community engagement committee before each budget cycle.",
    image: "school.webp",
    socialLinks: [
      { name: "twitter", link: "https://twitter.com/rivermouthschools" },
      { name: "instagram", link: "https://www.instagram.com/rivermouthschools" },
      { name: "youtube", link: "https://www.youtube.com/@RivermouthPublicSchools" },
    ],
    additionalLinks: ["https://schools.rivermouth.example/board", "https://schools.rivermouth.example/budget"],
    sortRank: 1,
  },
  fire: {
    slug: "fire-and-rescue",
    name: "Fire & Rescue",
    description:
      "Rivermouth Fire & Rescue answers about 190,000 emergency calls a year from 48 stations — fires, water rescues on the river and the harbor, hazardous materials and, above all, medical emergencies, which make up 72% of calls. It also inspects buildings, teaches fire safety in schools and runs free CPR classes. This page collects proposals on response times, prevention and community safety.",
    image: "fire-rescue.webp",
    socialLinks: [
      { name: "twitter", link: "https://x.com/rivermouthfire" },
      { name: "instagram", link: "https://www.instagram.com/rivermouthfire" },
      { name: "tiktok", link: "https://www.tiktok.com/@rivermouthfire" },
    ],
    additionalLinks: ["https://fire.rivermouth.example/response-times"],
    sortRank: 1,
  },
  library: {
    slug: "public-library",
    name: "Rivermouth Public Library",
    description:
      "The Central Library and 27 neighborhood branches lend books, laptops and hotspots, run homework help and English classes, and offer free meeting rooms and computers to anyone with a library card. Last year they welcomed 4.1 million visits.",
    image: "library.webp",
    socialLinks: [{ name: "instagram", link: "https://www.instagram.com/rivermouthlibrary" }],
    additionalLinks: ["https://library.rivermouth.example/hours", "https://library.rivermouth.example/strategic-plan"],
    // The one page ranked 2: the home list shows it after every rank-1 page.
    sortRank: 2,
  },
  streets: {
    slug: "streets-and-mobility",
    name: "Department of Streets & Mobility",
    description:
      "Streets & Mobility designs, builds and maintains Rivermouth's 2,900 miles of streets, 4,100 miles of sidewalk, 1,450 traffic signals and a 190-mile bike network. It fills potholes, clears snow, times the signals and runs the Vision Zero program, whose goal is no traffic deaths or serious injuries by 2035. Last year 41 people died on the city's streets, 19 of them walking.",
    image: "streets.webp",
    socialLinks: [
      { name: "twitter", link: "https://x.com/rivermouthstreets" },
      { name: "youtube", link: "https://www.youtube.com/@rivermouthstreets" },
    ],
    additionalLinks: ["https://streets.rivermouth.example/vision-zero", "https://streets.rivermouth.example/paving-plan"],
    sortRank: 1,
  },
} satisfies Record<string, SeedPageInfo>;
