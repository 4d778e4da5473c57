import type { EvalMotion, EvalPage } from "./labelled-set";

export const schoolPage: EvalPage = {
  key: "schools",
  name: "Ashford Unified School Board",
  description:
    "The seven elected trustees who govern Ashford Unified's 42 schools and 31,000 students. The board sets the district budget, adopts the curriculum and the school calendar, and hires the superintendent. Motions about teaching, school meals, buses, buildings, safety and support for students and families are welcome.",
};

export const schoolMotions: EvalMotion[] = [
  {
    id: "schools-01",
    tier: 5,
    kind: "ordinary",
    text: "Start the high schools at 8:30 instead of 7:20 from the 2027–28 school year. Teenagers at Ashford High are falling asleep in first period, and the district could swap bus runs with the elementary schools as other districts in the state have done.",
  },
  {
    id: "schools-02",
    tier: 5,
    kind: "ordinary",
    text: "Provide free breakfast in the classroom at all 42 schools, not only the 18 Title I schools. Many families just above the cutoff still send kids to school hungry, and the federal Community Eligibility Provision could cover most of the cost.",
  },
  {
    id: "schools-03",
    tier: 4,
    kind: "ordinary",
    text: "Put a full-time nurse at every middle school; right now one nurse covers three schools and students with diabetes or asthma wait for help.",
  },
  {
    id: "schools-04",
    tier: 4,
    kind: "ordinary",
    text: "Publish the board meeting agenda at least a week ahead on ashfordusd.org and stream every meeting with live captions.",
  },
  { id: "schools-05", tier: 3, kind: "ordinary", text: "Kids need more recess time." },
  { id: "schools-06", tier: 3, kind: "ordinary", text: "Bring back music classes at the elementary schools." },
  { id: "schools-07", tier: 2, kind: "ordinary", text: "Schools should be better at teaching." },
  {
    id: "schools-08",
    tier: 1,
    kind: "gibberish",
    text: "school hjkl board sdfgh qwerty please zxcvb the kids mnbvc",
  },
  {
    id: "schools-09",
    tier: 1,
    kind: "spam",
    text: "Essay writing service for students! Buy A+ essays for only $9.99 per page at top-essays.xyz, use code SCHOOL20.",
  },
  {
    id: "schools-10",
    tier: 2,
    kind: "off-topic",
    text: "Extend the bike lane on Harbor Road all the way to the ferry terminal.",
  },
  {
    id: "schools-11",
    tier: 2,
    kind: "near-copy",
    copies: "schools-02",
    text: "Offer free breakfast in classrooms at all 42 schools and not just the 18 Title I ones. Lots of families slightly above the cutoff still send their kids hungry; the federal Community Eligibility Provision could pay for most of it.",
  },
  {
    id: "schools-12",
    tier: 4,
    kind: "ordinary",
    text: "Hire bilingual family liaisons for the schools where more than a third of parents speak Spanish at home, so parents can follow report cards and IEP meetings.",
  },
  {
    id: "schools-13",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "schools-02",
    text: "Ofrecer desayuno gratuito en el aula en las 42 escuelas, no solo en las 18 escuelas Title I. Muchas familias que están justo por encima del límite siguen mandando a sus hijos con hambre, y el programa federal Community Eligibility Provision podría cubrir la mayor parte del costo.",
  },
  {
    id: "schools-14",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "schools-01",
    text: "Faire commencer les lycées à 8 h 30 au lieu de 7 h 20 à partir de l'année scolaire 2027-2028. Les adolescents d'Ashford High s'endorment en première heure, et le district pourrait échanger les tournées de bus avec les écoles primaires, comme l'ont fait d'autres districts de l'État.",
  },
  {
    id: "schools-15",
    tier: 2,
    kind: "boilerplate",
    variantOf: "schools-07",
    text: "Schools should be better at teaching. This will benefit 31,000 students across 42 schools starting August 2027 with a $1.2 million budget. Success will be measured by test scores and reported monthly to the board.",
  },
  { id: "schools-16", tier: 1, kind: "junk", text: "I hate school so much lol" },
];
