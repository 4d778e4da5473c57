import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const councillorPage: EvalPage = {
  key: "councillor",
  name: "Councillor Dana Whitfield (Ward 4)",
  description:
    "Dana Whitfield represents Ward 4 on Ashford City Council: Harrow Road, the Linden Street shops, Millbrook Park, the Quarry Lane estate and the streets around Tanner's Bridge. She brings motions to full council, holds a ward meeting on the first Tuesday of each month at the Fenwick Community Centre, and decides how the yearly $120,000 Ward 4 project fund is spent. Propose motions, ward projects and local problems you want her to take up.",
};

export const councillorMotions: EvalMotion[] = [
  {
    id: "gc-01",
    tier: 5,
    kind: "ordinary",
    text: "Use part of the Ward 4 project fund for a raised zebra crossing on Harrow Road outside Oakhurst Primary, between the bus stop and the school gate. Children cross there at 8:40 every morning between parked vans, and drivers coming off Tanner's Bridge are still doing 40. Parents at the October ward meeting said they would rather have this than more planters.",
  },
  {
    id: "gc-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "gc-01",
    text: "Utilisez une partie du fonds de projets du quartier 4 pour installer un passage piéton surélevé sur Harrow Road devant l'école Oakhurst, entre l'arrêt de bus et le portail. Les enfants traversent là tous les matins à 8h40 entre des camionnettes garées, et les voitures qui descendent de Tanner's Bridge roulent encore à 60. À la réunion de quartier d'octobre, les parents ont dit qu'ils préféraient ça à de nouvelles jardinières.",
  },
  {
    id: "gc-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "gc-01",
    text: "Proszę przeznaczyć część funduszu projektów Dzielnicy 4 na wyniesione przejście dla pieszych na Harrow Road przed szkołą Oakhurst, między przystankiem autobusowym a bramą szkoły. Dzieci przechodzą tam codziennie o 8:40 między zaparkowanymi busami, a kierowcy zjeżdżający z Tanner's Bridge wciąż jadą sześćdziesiątką. Na październikowym zebraniu dzielnicy rodzice mówili, że wolą to niż kolejne donice z kwiatami.",
  },
  {
    id: "gc-02",
    tier: 4,
    kind: "ordinary",
    text: "dana can you bring a motion to council to get the streetlights on quarry lane fixed the three by the garages have been out since october and every time we report it online the ticket just gets closed",
  },
  {
    id: "gc-03",
    tier: 3,
    kind: "ordinary",
    text: "Please hold some ward meetings at weekends.",
  },
  {
    id: "gc-04",
    tier: 2,
    kind: "ordinary",
    text: "Ward 4 deserves better. Please do more for our area and make things nicer for everyone who lives here.",
  },
  {
    id: "gc-05",
    tier: 5,
    kind: "ordinary",
    text: "Could you bring a motion asking the council to keep the Fenwick Community Centre open until 9pm on weeknights instead of closing at 6? The Quarry Lane youth club and the Saturday language school both have waiting lists because there is no other hall in Ward 4, and the building sits empty every evening while groups are turned away.",
  },
  {
    id: "gc-06",
    tier: 4,
    kind: "ordinary",
    text: "The bins at the Millbrook Park entrance on Carver Avenue are overflowing evry weekend, theres rubbish all down the path by sunday. Could the ward fund pay for two more big bins at that gate and a extra emptying on saturday mornings",
  },
  {
    id: "gc-07",
    tier: 3,
    kind: "ordinary",
    text: "We need more trees on Linden Street 🌳🌳 it's all concrete and parked cars 😩 please push for some planting 🙏",
  },
  {
    id: "gc-08",
    tier: 2,
    kind: "ordinary",
    text: "Honestly every time I come to one of these ward meetings nothing changes. Same complaints, same nodding, same minutes that nobody reads. I don't even know why we bother turning up anymore.",
  },
  {
    id: "gc-09",
    tier: 4,
    kind: "ordinary",
    text: "Ideas for this year's Ward 4 fund:\n- new goal nets and line marking on the Millbrook Park football pitch\n- two benches at the Bellfield Market bus stop\n- a lockable noticeboard outside St Aldric's church hall with the ward meeting dates",
  },
  {
    id: "gc-10",
    tier: 5,
    kind: "ordinary",
    text: "I am 82 and have lived on Ashby Close for forty years. The ward meetings are held upstairs at the Fenwick centre and the lift has been out of order since the summer, so I and several neighbours who use walking frames have missed every meeting since June. Could the meetings move to the ground-floor room at St Aldric's church hall until the lift is repaired, and could you press the council to get the lift fixed? We would like to have our say like everyone else.",
  },
];
