import type { SeedCityPage } from "./types";

// The Highlands' two demo cities: Cedar Falls, a mountain town below the falls that gave it its name (about
// 21,000 people, and as many visitors in the ski season), and Port Alder, a port on Alder Lake (about 15,000).
// Two and three pages; "parks-and-recreation" and "public-library" repeat slugs another city also has.

export const cedarFallsPages: SeedCityPage[] = [
  {
    slug: "city-hall",
    name: "Cedar Falls City Hall",
    description:
      "City Hall is where the Mayor and the five-member City Council govern Cedar Falls: zoning, the town budget, permits, and the services shared with Pine County. Council meets every second Wednesday; the agenda is published the Friday before. Residents' motions are collected here and answered by the City Manager's office.",
    image: "city-hall.webp",
    socialLinks: [{ name: "facebook", link: "https://www.facebook.com/CedarFallsCity" }],
    additionalLinks: ["https://www.cedarfalls.example/council"],
    sortRank: 1,
    motions: [
      {
        text: "Cap short-term rentals in the old town at one home in ten. Since the ski lift was rebuilt, 41% of the houses on Falls Street and Upper Main have become holiday lets, and the teachers and nurses the town hires cannot find a place to rent. A permit register renewed every year, with the cap applied street by street, would let the city see the problem and enforce the rule.",
        age: "35d",
        up: 18,
        down: 5,
      },
      {
        text: "Run a free winter shuttle between the town centre and the ski lift every 20 minutes, so visitors leave their cars at the park-and-ride by the highway instead of filling Main Street from December to March.",
        age: "14d",
        up: 15,
        down: 2,
      },
      { text: "Put the town budget online in plain language, one page per department, saying what each line pays for.", age: "7d", up: 9, down: 0 },
    ],
  },
  {
    slug: "parks-and-recreation",
    name: "Parks & Recreation",
    description:
      "Cedar Falls Parks & Recreation keeps the Falls Overlook trail, 40 kilometres of hiking paths, the Pine Meadow cross-country ski loops, the town pool and the playgrounds. In summer the Overlook alone has 3,000 visitors a day.",
    image: "park.webp",
    socialLinks: [],
    additionalLinks: ["https://www.cedarfalls.example/trails"],
    sortRank: 1,
    motions: [
      {
        text: "Rebuild the railings on the Falls Overlook trail before the summer season. Two sections near the upper viewpoint are loose, and the path is crowded with visitors from June to September. The trail is the town's best-known sight; closing it after an accident would cost far more than the repair.",
        age: "22d",
        up: 17,
        down: 0,
      },
      { text: "Groom the Pine Meadow cross-country ski loops on weekday mornings too, not only at weekends.", age: "10d", up: 8, down: 2 },
      { text: "Open the town's indoor pool on Sunday afternoons.", age: "2d", up: 7, down: 1 },
    ],
  },
];

export const portAlderPages: SeedCityPage[] = [
  {
    slug: "harbor-authority",
    name: "Port Alder Harbor Authority",
    description:
      "The Harbor Authority runs Port Alder's public marina, the fishing quay and the ferry to Gull Island, which carries 90,000 passengers a year and is the island's only link to the mainland. A board of five, two of them elected by island residents, sets the timetable and the fees.",
    image: "transit.webp",
    socialLinks: [],
    additionalLinks: ["https://www.portalder.example/ferry-timetable"],
    sortRank: 1,
    motions: [
      {
        text: "Add an evening ferry to Gull Island at 9:30 p.m. from May to September. The last boat leaves at 7 p.m., so island residents who work late in town must stay over or drive 60 kilometres around the lake. The crew's overtime for one more crossing a day is estimated at $38,000 a season.",
        age: "28d",
        up: 16,
        down: 1,
      },
      { text: "Keep ten berths in the public marina for residents at the old rate; the waiting list is six years long.", age: "11d", up: 9, down: 5 },
      { text: "Install a pump-out station for boat waste at the public dock, so boats stop emptying their tanks into the lake.", age: "5d", up: 13, down: 0 },
    ],
  },
  {
    slug: "village-council",
    name: "Port Alder Village Council",
    description:
      "The Village Council of Port Alder: a mayor and six councillors elected every four years, deciding the village budget, its roads and its land. It meets on the last Thursday of the month in the Quay Road hall.",
    image: "city-hall.webp",
    socialLinks: [],
    additionalLinks: [],
    sortRank: 1,
    motions: [
      {
        text: "Buy the empty cannery on Quay Road and turn it into a covered market for local fishermen and farmers, with stalls rented by the day.",
        age: "33d",
        up: 12,
        down: 3,
      },
      { text: "Hold one council meeting a month on a Saturday morning in summer, when fishermen and seasonal workers are busy every weekday evening.", age: "19d", up: 7, down: 2 },
    ],
  },
  {
    slug: "public-library",
    name: "Port Alder Public Library",
    description: "The village library on Harbour Square: books, computers, a children's corner and the local history room, open five days a week.",
    image: "library.webp",
    socialLinks: [],
    additionalLinks: [],
    sortRank: 2,
    motions: [
      { text: "Open the library on Monday evenings: it is closed all day Monday, the only evening the high school has no activities.", age: "8d", up: 10, down: 0 },
      { text: "Lend fishing rods and children's life jackets like books, so families visiting the lake can try fishing safely.", age: "16d", up: 11, down: 1 },
    ],
  },
];
