import type { SeedMotion } from "./types";

export const transitMotions: SeedMotion[] = [
  {
    text: "Make Route 12 (Harbor Street) a frequent line by June 2027. Buses on Route 12 come every 20 minutes and are full by 7:30 a.m.; the route carries 14,000 riders a day, more than six routes that already run every 10 minutes. Proposal: the Metro Transit Authority runs it every 8 minutes on weekdays from 6 a.m. to 8 p.m. and every 15 minutes until midnight, using nine buses from the 2026 electric fleet order. Streets & Mobility paints bus-only lanes on the 2.3 km between Market Square and the Ferry Terminal and gives buses signal priority at its 11 traffic lights. Estimated cost: $4.2 million a year to operate and $1.1 million once for lanes and signals. Success is measured by end-to-end travel time (target: 25% faster), on-time performance above 85% and weekday ridership, published monthly on the transit dashboard.",
    age: "24d",
    up: 27,
    down: 3,
  },
  { text: "Make buses better for everyone please", age: "3d", up: 2, down: 4 },
  {
    text: "Buses should come more often. Waiting 25 minutes in the cold is not acceptable.",
    age: "5d",
    up: 11,
    down: 1,
  },
  {
    text: "More frequent buses, especially in the evening — after 8 p.m. the wait is 30 minutes or more.",
    age: "1d",
    up: 6,
    down: 0,
  },
  {
    text: "Install real-time arrival screens at the 200 busiest bus stops (by boardings) by the end of 2027, solar-powered where there is no power line, with a button that reads arrivals aloud for blind and low-vision riders. Budget about $2.4 million from the federal accessibility grant, and survey rider satisfaction at those stops before and after.",
    age: "45d",
    up: 16,
    down: 1,
  },
  {
    text: "Introduce fare capping: once a rider has paid the price of a monthly pass within a calendar month using the contactless card, every further ride that month is free. People who cannot afford $95 up front would then pay the same as those who can. Launch it with the new card readers in spring and report monthly how many riders reach the cap, by neighborhood.",
    age: "14d",
    up: 21,
    down: 2,
  },
  {
    text: "The elevators at Central Station and Hillcrest are out of service almost every week. Publish elevator outages live, commit to repairs within 24 hours, and run a wheelchair-accessible shuttle while an elevator is down.",
    age: "8d",
    up: 18,
    down: 0,
  },
  {
    text: "Bring back the old green color for the trams, the new white ones look like fridges.",
    age: "30d",
    up: 5,
    down: 9,
  },
  {
    text: "Run a night bus network (N1 to N6) on the six busiest corridors, every 30 minutes between midnight and 5 a.m. Hospital, hotel and cleaning staff start and finish shifts at those hours and now pay for taxis they can barely afford.",
    age: "38d",
    up: 15,
    down: 2,
  },
  { text: "Free transit for all students under 18, all year, not only during the school term.", age: "2h", up: 4, down: 1 },
  {
    text: "Add a Harbor Ferry stop at the Eastbank development when it opens, and time departures to meet Line 2 at Pier 4 so the transfer wait is under five minutes.",
    age: "57d",
    up: 8,
    down: 1,
  },
  { text: "Clean the trams more often, some of the seats are disgusting.", age: "11h", up: 3, down: 2 },
];

export const streetsMotions: SeedMotion[] = [
  {
    text: "Build a protected bike lane on Canal Street from the University to Market Square (3.4 km) by October 2027. Canal Street had 212 reported crashes in five years, 31 of them involving cyclists, and it is the only direct east–west route without a hill. Proposal: turn one of the two eastbound car lanes into a 2-meter two-way bike lane separated by concrete curbs and planters, with raised crossings at the nine side streets and a head start for pedestrians at every signal. Cost: $5.8 million, of which $3.5 million can come from the state Safe Streets grant the city applied for in March. Build it in two phases so each half opens as soon as it is finished. Measure cyclist counts at three fixed counters (target: double within a year), injury crashes (target: 40% fewer within three years) and bus travel times on the parallel Route 7, so the lane is judged on facts rather than anecdotes.",
    age: "29d",
    up: 22,
    down: 6,
  },
  { text: "Fix the roads, they are terrible.", age: "7d", up: 5, down: 1 },
  {
    text: "Please fix the potholes everywhere, my car has been damaged twice this year.",
    age: "5d",
    up: 7,
    down: 1,
  },
  {
    text: "Publish a pothole repair map: every reported pothole, when it was reported and when it was filled, with a promise to fill within 72 hours on main streets and 7 days elsewhere. Report the share of repairs done on time, by district, every month.",
    age: "15d",
    up: 16,
    down: 0,
  },
  {
    text: "Clear snow from the sidewalks and bus stops on the priority transit corridors within 24 hours after a snowfall ends — not only the car lanes. People on foot and in wheelchairs are stuck at corners for days.",
    age: "53d",
    up: 12,
    down: 1,
  },
  {
    text: "Set the default speed limit to 30 km/h on residential streets and in school zones, with signs at neighborhood entry points and speed humps wherever the 85th-percentile speed stays above 40 km/h.",
    age: "11d",
    up: 13,
    down: 8,
  },
  {
    text: "Why is the city spending money on bike lanes while the stadium is falling apart? Fix the stadium first.",
    age: "20h",
    up: 1,
    down: 7,
  },
  {
    text: "Time the lights on Harbor Boulevard so people can cross the whole street in one go; the middle island is tiny and scary with a stroller.",
    age: "1d11h",
    up: 8,
    down: 0,
  },
  {
    text: "Add 500 bike racks near shops, libraries and transit stops, requested through 311 and installed within 30 days of a request.",
    age: "43d",
    up: 9,
    down: 0,
  },
];
