import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const artsPage: EvalPage = {
  key: "arts",
  name: "Ashford Office of Arts, Culture and Events",
  description:
    "The office runs the Millrace Amphitheater and the Old Mill Arts Center, cares for the city's 140 murals and sculptures, awards the Neighborhood Arts Grants, issues permits for street fairs, parades and block parties, and produces the free summer concert series and the October Lantern Festival. Propose changes to festivals and city events, public art, grants for artists, event permits, and cultural programs for residents of every age.",
};

export const artsMotions: EvalMotion[] = [
  {
    id: "fc-01",
    tier: 5,
    kind: "ordinary",
    text: "Provide live captioning and an ASL interpreter at every Thursday summer concert at the Millrace Amphitheater, with a reserved seating area near the stage and the screen. Deaf and hard-of-hearing residents, including many of the older people in the Weavers Court senior apartments next door, skip the series entirely today because they can follow neither the introductions to the songs nor the safety announcements.",
  },
  {
    id: "fc-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "fc-01",
    text: "Garantite i sottotitoli in diretta e un interprete della lingua dei segni a ogni concerto estivo del giovedì al Millrace Amphitheater, con una zona di posti riservati vicino al palco e allo schermo. Oggi i residenti sordi e con problemi di udito, tra cui molti anziani delle case per anziani di Weavers Court lì accanto, saltano del tutto la rassegna perché non riescono a seguire né le presentazioni dei brani né gli avvisi di sicurezza.",
  },
  {
    id: "fc-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fc-01",
    text: "Prévoyez un sous-titrage en direct et un interprète en langue des signes à chaque concert d'été du jeudi au Millrace Amphitheater, avec un espace de places réservées près de la scène et de l'écran. Aujourd'hui, les habitants sourds et malentendants, dont beaucoup de personnes âgées de la résidence seniors de Weavers Court juste à côté, ne viennent plus du tout, parce qu'ils ne peuvent suivre ni la présentation des morceaux ni les consignes de sécurité.",
  },
  {
    id: "fc-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "fc-01",
    text: "Zapewnijcie napisy na żywo i tłumacza języka migowego na każdym czwartkowym koncercie letnim w Millrace Amphitheater, z wydzieloną strefą miejsc blisko sceny i ekranu. Osoby głuche i niedosłyszące, w tym wielu seniorów z sąsiedniego domu Weavers Court, dziś całkowicie omijają ten cykl, bo nie są w stanie śledzić ani zapowiedzi utworów, ani komunikatów o bezpieczeństwie.",
  },
  {
    id: "fc-02",
    tier: 4,
    kind: "ordinary",
    text: "We need the Lantern Festival on two evenings instead of one, Friday and Saturday of the second weekend in October, with the lantern-making workshops moved from the Old Mill Arts Center to the three branch libraries for the two weeks before it.",
  },
  {
    id: "fc-02-it",
    tier: 4,
    kind: "non-english",
    language: "it",
    variantOf: "fc-02",
    text: "Fate durare la Festa delle Lanterne due sere invece di una, venerdì e sabato del secondo fine settimana di ottobre, e spostate i laboratori per costruire le lanterne dall'Old Mill Arts Center alle tre biblioteche di quartiere nelle due settimane precedenti.",
  },
  {
    id: "fc-02-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "fc-02",
    text: "Organisez la Fête des lanternes sur deux soirées au lieu d'une, le vendredi et le samedi du deuxième week-end d'octobre, et déplacez les ateliers de fabrication de lanternes de l'Old Mill Arts Center vers les trois bibliothèques de quartier pendant les deux semaines qui précèdent.",
  },
  {
    id: "fc-02-pl",
    tier: 4,
    kind: "non-english",
    language: "pl",
    variantOf: "fc-02",
    text: "Wydłużcie Festiwal Lampionów do dwóch wieczorów zamiast jednego, w piątek i sobotę drugiego weekendu października, a warsztaty robienia lampionów przenieście z Old Mill Arts Center do trzech filii biblioteki na dwa tygodnie przed festiwalem.",
  },
  {
    id: "fc-03",
    tier: 5,
    kind: "ordinary",
    text: "It would help if block party permits for a single residential street could be applied for online, with a one-page form and a $25 fee, instead of the current six-page paper application, $150 fee and 30-day wait. Neighbours on streets like Tanner Row gave up on their summer party this year because the paperwork cost more than the food, and small street gatherings are how new families actually get to know the people around them.",
  },
  {
    id: "fc-03-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fc-03",
    text: "it would help if block party permits for a single residential street could be applied for online with a one page form and a 25 dollar fee instead of the current six page paper application 150 dollar fee and 30 day wait neighbours on streets like tanner row gave up on their summer party this year because the paperwork cost more than the food and small street gatherings are how new families actually get to know the people around them",
  },
  {
    id: "fc-04",
    tier: 4,
    kind: "ordinary",
    text: "Our block has no public art at all — a mural on the concrete walls of the Ferris Street rail underpass, between 4th and 6th Avenue, painted next spring by local artists picked through an open call, would change that.",
  },
  {
    id: "fc-04-typo",
    tier: 4,
    kind: "restyled",
    variantOf: "fc-04",
    text: "Our blok has no public art at all — a mural on teh concrete walls of the Ferris Street rail underpass, between 4th and 6th Avenue, painted next spring by local artists picked through an open call, wuold change that.",
  },
  {
    id: "fc-05",
    tier: 3,
    kind: "ordinary",
    text: "I'd love to see more outdoor movie nights in the city parks during the summer.",
  },
  {
    id: "fc-05-lc",
    tier: 3,
    kind: "restyled",
    variantOf: "fc-05",
    text: "id love to see more outdoor movie nights in the city parks during the summer",
  },
  {
    id: "fc-06",
    tier: 4,
    kind: "ordinary",
    text: "Could you publish the full calendar of city-run events, concerts and festival street closures for the coming year by January 15, as one page on the website and as a printed copy at every library branch?",
  },
  {
    id: "fc-06-typo",
    tier: 4,
    kind: "restyled",
    variantOf: "fc-06",
    text: "Could you publsh the full calender of city-run events, concerts and festival street closures for the comming year by January 15, as one page on teh website and as a printed copy at every library branch?",
  },
  {
    id: "fc-07",
    tier: 5,
    kind: "ordinary",
    text: "Dear Office of Arts, Culture and Events, I run a bakery on Canal Street. I would respectfully ask that the Saturday Makers' Market move from the Civic Plaza parking lot to Canal Street itself, closing the two blocks between Mill Lane and Bridge Street to traffic from 8 a.m. to 2 p.m. on market days, May to September. Shoppers who come for the stalls would then walk past the twenty or so small shops on the street, which have lost a good share of their Saturday trade since the market left, and the Plaza lot would be free again for people visiting the Arts Center. Yours sincerely, Miriam Okafor",
  },
  {
    id: "fc-07-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fc-07",
    text: "dear office of arts culture and events i run a bakery on canal street i would respectfully ask that the saturday makers market move from the civic plaza parking lot to canal street itself closing the two blocks between mill lane and bridge street to traffic from 8 am to 2 pm on market days may to september shoppers who come for the stalls would then walk past the twenty or so small shops on the street which have lost a good share of their saturday trade since the market left and the plaza lot would be free again for people visiting the arts center yours sincerely miriam okafor",
  },
  {
    id: "fc-08",
    tier: 3,
    kind: "ordinary",
    text: "can there be more all-ages concerts?? like ones that aren't in bars so people under 21 can actually go",
  },
  {
    id: "fc-08-typo",
    tier: 3,
    kind: "restyled",
    variantOf: "fc-08",
    text: "can there be more all-ages concrts?? like ones that arent in bars so people under 21 can acutally go",
  },
  {
    id: "fc-09",
    tier: 5,
    kind: "ordinary",
    text: "I have lived in Ashford for sixty-one years and I remember when the Old Mill was still a working mill, my father worked the looms there, so it gives me real pleasure that it is an arts center now, although I must confess I have not been inside for a performance in nearly three years. The plays and the chamber concerts all begin at 7:30 in the evening and finish well after ten, and at my age I no longer drive after dark, and the number 9 bus stops running at nine o'clock in any case. My friends at the Eastgate Senior Center tell me the very same thing. So here is my suggestion, for what it is worth: put on a 2 p.m. matinee of each main production on one Sunday of its run, and arrange a van from the Eastgate and Riverside senior centers to bring us there and back. I am quite sure it would fill up, as there are a great many of us and we have our afternoons free. Thank you for reading such a long letter.",
  },
  {
    id: "fc-10",
    tier: 4,
    kind: "ordinary",
    text: "Changes to the Neighborhood Arts Grants:\n- raise the maximum grant from $1,500 to $3,000\n- open applications twice a year, in February and August, instead of once\n- let informal artist collectives apply, not only registered nonprofits\n- pay half of each grant when it is awarded instead of all of it after the project ends",
  },
  {
    id: "fc-11",
    tier: 3,
    kind: "ordinary",
    text: "More live music in the neighbourhood parks this summer please 🎸🎶☀️ not just downtown!!",
  },
];
