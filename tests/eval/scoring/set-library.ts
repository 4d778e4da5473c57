import type { EvalMotion, EvalPage } from "./labelled-set";

export const libraryPage: EvalPage = {
  key: "library",
  name: "Ashford Public Library",
  description:
    "Twelve branches and a bookmobile lending books, e-books, laptops and Wi-Fi hotspots, with homework help, English classes and job-search workshops. The library board sets opening hours, fines and programs. Suggest changes to hours, collections, services and branch spaces.",
};

export const libraryMotions: EvalMotion[] = [
  {
    id: "library-01",
    tier: 5,
    kind: "ordinary",
    text: "Open the Northside and Eastgate branches on Sundays from 1 to 5 p.m. Those are the two branches nearest the big apartment complexes, and on weekends students have nowhere quiet to study; staffing could move from the Tuesday-morning hours that get the fewest visitors.",
  },
  {
    id: "library-02",
    tier: 5,
    kind: "ordinary",
    text: "Lend hotspots for four weeks instead of one week. Families in Riverside without home internet have to come back every week to renew, and the 300 hotspots sit on the shelf half the time anyway.",
  },
  {
    id: "library-03",
    tier: 4,
    kind: "ordinary",
    text: "Stop charging late fines on children's books, like many other library systems have done, so kids aren't blocked from borrowing over a few dollars.",
  },
  {
    id: "library-04",
    tier: 4,
    kind: "ordinary",
    text: "Add evening English conversation classes at the Central Library for adults who work during the day.",
  },
  { id: "library-05", tier: 3, kind: "ordinary", text: "The library needs more graphic novels for teens." },
  {
    id: "library-06",
    tier: 3,
    kind: "ordinary",
    text: "Please get more copies of popular new books, the waitlists are months long.",
  },
  { id: "library-07", tier: 2, kind: "ordinary", text: "Libraries should be more modern." },
  {
    id: "library-08",
    tier: 1,
    kind: "spam",
    text: "Download any e-book free at freebookz.ru!!! Click now, unlimited access, earn $500/day from home.",
  },
  {
    id: "library-09",
    tier: 1,
    kind: "gibberish",
    text: "Lorem ipsum library hours dolor sit amet, books consectetur adipiscing.",
  },
  {
    id: "library-10",
    tier: 2,
    kind: "off-topic",
    text: "The police should patrol the Eastgate shopping center more at night.",
  },
  {
    id: "library-11",
    tier: 2,
    kind: "near-copy",
    copies: "library-02",
    text: "Make the hotspot loan four weeks long rather than one. Riverside families with no internet at home must return every week to renew, and half the time the 300 hotspots are just sitting on the shelf.",
  },
  {
    id: "library-12",
    tier: 5,
    kind: "ordinary",
    text: "Put a book drop at the Green Line stations next to the Eastgate and Northside branches, so people can return books on their commute. Both branches close at six, before most commuters get home.",
  },
  {
    id: "library-13",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "library-01",
    text: "Abrir las bibliotecas de Northside y Eastgate los domingos de 1 a 5 de la tarde. Son las dos sucursales más cercanas a los grandes complejos de apartamentos, y los fines de semana los estudiantes no tienen un lugar tranquilo para estudiar; el personal podría venir de las horas del martes por la mañana, que son las que menos visitas reciben.",
  },
  {
    id: "library-14",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "library-03",
    text: "Arrêter de faire payer des amendes de retard sur les livres pour enfants, comme beaucoup d'autres bibliothèques l'ont fait, pour que les enfants ne soient pas privés d'emprunt pour quelques dollars.",
  },
  {
    id: "library-15",
    tier: 2,
    kind: "stuffing",
    variantOf: "library-07",
    text: "Libraries should be more modern. Branches bookmobile books e-books laptops Wi-Fi hotspots homework help English classes job-search workshops opening hours fines programs collections.",
  },
  {
    id: "library-16",
    tier: 3,
    kind: "boilerplate",
    variantOf: "library-05",
    text: "The library needs more graphic novels for teens. Budget: $25,000. Timeline: by March 2027. This will benefit 5,000 teens at 12 branches. KPIs tracked and reported monthly.",
  },
];
