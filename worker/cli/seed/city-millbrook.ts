import type { SeedCityPage } from "./types";

// Millbrook, a small mill town on the Mill River in Riverland (about 38,000 people): three motion pages. Its
// "parks-and-recreation" shares its slug with Rivermouth's and Cedar Falls' pages, each at its own city's
// address. Names, numbers and people are fictional; links point at the reserved `.example` domain.

export const millbrookPages: SeedCityPage[] = [
  {
    slug: "town-council",
    name: "Millbrook Town Council",
    description:
      "The Town Council is Millbrook's elected government: seven councillors and the Mayor, who chairs its meetings. It meets on the first and third Tuesday of each month at 7 p.m. in the Old Mill Hall, adopts the town's $74 million budget each June and appoints the Town Manager, who runs the town's departments day to day.\n\nMotions posted here are read by the Town Clerk before every council meeting; those with the most support are put on the agenda under residents' business, and the council's answer is published on this page.",
    image: "city-hall.webp",
    socialLinks: [{ name: "facebook", link: "https://www.facebook.com/MillbrookTownHall" }],
    additionalLinks: ["https://www.millbrook.example/council/agendas", "https://www.millbrook.example/budget"],
    sortRank: 1,
    motions: [
      {
        text: "Stream every Town Council meeting live and keep the recordings online. The council meets twice a month at 7 p.m. in the Old Mill Hall, and only people who can get there in person know what was decided. One camera and the streaming account the library already pays for would cost under $4,000 to set up; each recording should be posted within two days with the time at which every agenda item starts.",
        age: "26d",
        up: 14,
        down: 1,
      },
      { text: "Move public comment to the start of council meetings, so residents do not wait until 10 p.m. to speak for three minutes.", age: "9d", up: 11, down: 2 },
      {
        text: "Reopen the Mill River footbridge between Canal Street and the station. It has been closed for repairs since March with no date given, and the detour over the road bridge adds twenty minutes on foot for everyone who takes the 7:40 train.",
        age: "4d",
        up: 9,
        down: 0,
      },
      { text: "Taxes are too high in this town.", age: "2d", up: 2, down: 6 },
    ],
  },
  {
    slug: "parks-and-recreation",
    name: "Parks & Recreation",
    description:
      "Millbrook Parks & Recreation looks after 14 parks, the Mill River trail, the Riverside Pool, two sports fields and the skate park on Ferris Road, and runs the summer day camp for 400 children. Its budget is decided by the Town Council each June; motions here help decide what it fixes and opens first.",
    image: "park.webp",
    socialLinks: [{ name: "instagram", link: "https://www.instagram.com/millbrookparks" }],
    additionalLinks: ["https://www.millbrook.example/parks"],
    sortRank: 1,
    motions: [
      {
        text: "Extend the Riverside Pool's summer hours to 8 p.m. on weekdays. It closes at 5 p.m., before most working parents get home, and on hot evenings families drive twenty minutes to the county pool instead. Two extra lifeguard shifts a day for ten weeks cost about $21,000; the department estimates evening admissions would pay for half of it.",
        age: "30d",
        up: 16,
        down: 2,
      },
      { text: "Light the skate park on Ferris Road so it can be used after school in winter, on a timer that turns the lights off at 9 p.m.", age: "12d", up: 10, down: 3 },
      { text: "Plant shade trees along the Mill River trail between the dam and Lock Street, where there is no shade at all in July.", age: "6d", up: 12, down: 0 },
      { text: "Start a community garden on the empty lot behind the fire station: twenty raised beds rented for $25 a season, watered from the station's tap.", age: "18h", up: 5, down: 1 },
    ],
  },
  {
    slug: "public-works",
    name: "Millbrook Public Works",
    description:
      "Public Works maintains Millbrook's 160 kilometres of streets, its sidewalks, storm drains and street lights, ploughs the snow, collects the rubbish and recycling, and runs the water plant on the Mill River. Report a pothole or a broken light through the town's service line; propose lasting changes here.",
    image: "streets.webp",
    socialLinks: [],
    additionalLinks: ["https://www.millbrook.example/public-works/snow", "https://www.millbrook.example/public-works/collection"],
    sortRank: 1,
    motions: [
      {
        text: "Publish the snow-ploughing order for every street and a live map of where the ploughs are. On Hill Street nobody knows whether the plough comes at 6 a.m. or at noon, so cars stay parked on the wrong side and block it. The trucks already carry GPS units; the map needs only the public feed turned on.",
        age: "40d",
        up: 13,
        down: 1,
      },
      {
        text: "Fix the drainage at the corner of Canal Street and Weaver Lane. After every storm the crosswalk is under ten centimetres of water, and children on their way to Weaver Lane School walk into the road to get around it.",
        age: "15d",
        up: 15,
        down: 0,
      },
      { text: "Collect food scraps separately, at least in the summer months.", age: "3d", up: 6, down: 4 },
    ],
  },
];
