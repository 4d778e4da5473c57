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
  {
    id: "gc-11",
    tier: 3,
    kind: "ordinary",
    text: "hi im 15 and theres literally nothing to do in ward 4 after school. can u get us a skatepark or just somewhere to hang out that isnt the chicken shop??",
  },
  {
    id: "gc-12",
    tier: 4,
    kind: "ordinary",
    text: "I am FED UP with the fly-tipping in the alley behind the Linden Street shops. Mattresses, fridges, builders' rubble, three months now and counting. Bring a motion to get a CCTV camera put up in the alley behind numbers 20 to 40 and have the whole lot cleared before Christmas. Enough is enough.",
  },
  {
    id: "gc-13",
    tier: 5,
    kind: "ordinary",
    text: "I run the bakery at 14 Linden Street. Since the short-stay bays outside were turned into permit parking in the spring, customers can't stop for five minutes to pick up bread, and our takings are down by about a fifth, same as the butcher and the pharmacy next door. Please bring a motion to put back six 30-minute free bays on Linden Street between the Harrow Road junction and the library, 8am to 6pm Monday to Saturday. It would keep the small shops on the street going and stop people double-parking to dash in.",
  },
  {
    id: "gc-14",
    tier: 3,
    kind: "ordinary",
    text: "Oh wonderful, a third summer in a row with the Millbrook Park paddling pool 'temporarily closed'. Truly inspiring stuff. Maybe, just maybe, you could push the council to actually reopen it?",
  },
  {
    id: "gc-15",
    tier: 5,
    kind: "ordinary",
    text: "Right, I've been meaning to write this for ages and I'll probably go on a bit, sorry. I live on Fenwick Road just up from the community centre, been here since 2009, kids went to Oakhurst, the usual. Anyway the thing driving everyone on our road mad is the footpath through Millbrook Park from the Carver Avenue gate down to Tanner's Bridge. It's the only way to walk to the station without going the long way round by Harrow Road, and the bottom half has no lights at all, so in winter it's pitch black by half four. My daughter does late shifts at the care home and she won't walk it, so I end up driving her, which is daft for a ten minute walk. A few people raised it at the ward meeting in the spring too and then it went quiet. So what I'm asking is, could the ward project fund pay for low-level path lights along that bottom stretch, eight or ten of them, before the clocks go back? Loads of people would walk instead of driving, and it would feel a lot safer for everyone coming home late.",
  },
  {
    id: "gc-16",
    tier: 4,
    kind: "ordinary",
    text: "Our stretch of Carver Avenue (numbers 60 to 100) has no dropped kerbs at either end — one at each corner, paid for out of the ward fund, is all we're asking.",
  },
  {
    id: "gc-17",
    tier: 3,
    kind: "ordinary",
    text: "Dear Councillor Whitfield, I would be grateful if you would consider bringing a motion to council on improving the street lighting across Ward 4. Yours sincerely, R. Okafor",
  },
  {
    id: "gc-18",
    tier: 2,
    kind: "ordinary",
    text: "make ward 4 great again",
  },
  {
    id: "gc-19",
    tier: 4,
    kind: "ordinary",
    text: "Why not stream the first-Tuesday ward meetings live on the council's YouTube channel and post the recording and the minutes within a week?",
  },
  {
    id: "gc-20",
    tier: 5,
    kind: "ordinary",
    text: "It would help if the ward fund paid for a covered rack for 20 bikes outside Tanner's Bridge station. Right now people lock their bikes to the railings on the bridge, which squeezes the footway down to less than a metre for pushchairs and wheelchairs, and three bikes were stolen from those railings in September alone.",
  },
  {
    id: "gc-21",
    tier: 3,
    kind: "ordinary",
    text: "I'd love to see a community garden somewhere in Ward 4, maybe on one of the patches of spare grass the council already owns.",
  },
  {
    id: "gc-22",
    tier: 2,
    kind: "ordinary",
    text: "Something has to be done about the state of this ward. It's just not what it used to be round here and everybody knows it.",
  },
  {
    id: "gc-23",
    tier: 4,
    kind: "ordinary",
    text: "Please bring a motion for a 20mph limit on Ropewalk Lane between Quarry Lane and the Bellfield Market car park, with two speed cushions near the bend by the allotments.",
  },
];
