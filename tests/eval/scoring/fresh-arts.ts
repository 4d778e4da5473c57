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
];
