import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const streetsPage: EvalPage = {
  key: "streets",
  name: "Ashford Department of Streets and Sidewalks",
  description:
    "The department maintains Ashford's 640 miles of streets and 910 miles of sidewalks: it patches potholes, resurfaces roads, repairs cracked and lifted sidewalk slabs, builds curb ramps, paints crosswalks and lane markings, runs the traffic signals and streetlights, and plows streets after snowfall. Propose changes to sidewalks and curb ramps, crosswalks and signals, street lighting, bike lanes, loading zones, traffic calming and road repairs.",
};

export const streetsMotions: EvalMotion[] = [
  {
    id: "fs-01",
    tier: 5,
    kind: "ordinary",
    text: "The four corners of Halloway Avenue and Pike Street have no curb ramps, so people in wheelchairs and parents with strollers have to roll out into traffic to reach the Pike Street clinic. Please cut curb ramps with tactile warning strips at all four corners before the clinic's new wing opens in September.",
  },
  {
    id: "fs-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fs-01",
    text: "Las cuatro esquinas de Halloway Avenue y Pike Street no tienen rampas en la acera, así que las personas en silla de ruedas y los padres con carritos tienen que meterse en el tráfico para llegar a la clínica de Pike Street. Construyan rampas con franjas táctiles de advertencia en las cuatro esquinas antes de que abra el nuevo edificio de la clínica en septiembre.",
  },
  {
    id: "fs-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fs-01",
    text: "An keiner der vier Ecken der Kreuzung Halloway Avenue und Pike Street gibt es eine abgesenkte Bordsteinkante. Rollstuhlfahrer und Eltern mit Kinderwagen müssen deshalb auf die Fahrbahn ausweichen, um zur Klinik in der Pike Street zu kommen. Bitte bauen Sie an allen vier Ecken Bordsteinabsenkungen mit taktilen Warnstreifen, bevor im September der Neubau der Klinik eröffnet.",
  },
  {
    id: "fs-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "fs-01",
    text: "Na żadnym z czterech narożników skrzyżowania Halloway Avenue i Pike Street nie ma obniżonego krawężnika, więc osoby na wózkach inwalidzkich i rodzice z wózkami dziecięcymi muszą wjeżdżać na jezdnię, żeby dostać się do przychodni przy Pike Street. Zbudujcie podjazdy z pasami ostrzegawczymi dla niewidomych na wszystkich czterech narożnikach, zanim we wrześniu otworzy się nowe skrzydło przychodni.",
  },
  {
    id: "fs-02",
    tier: 4,
    kind: "ordinary",
    text: "Could you repaint the five crosswalks on Corder Street between 2nd Avenue and 6th Avenue during the April restriping? They have almost completely worn off.",
  },
  {
    id: "fs-03",
    tier: 2,
    kind: "ordinary",
    text: "The sidewalks in this city really need to be better. Please improve them.",
  },
  {
    id: "fs-03-bp1",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fs-03",
    text: "The sidewalks in this city really need to be better. Please improve them. A pilot phase will begin next quarter with a modest, clearly defined budget, and work will be completed by the end of the fiscal year. Success will be measured against clear metrics reviewed at regular intervals, and the results will be reported back to residents.",
  },
  {
    id: "fs-03-bp2",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fs-03",
    text: "The sidewalks in this city really need to be better. Please improve them.\n\nFact sheet:\n- 73% of residents say sidewalks matter to them\n- Improved sidewalks raise satisfaction by 41%\n- 8 in 10 cities that improved sidewalks saw positive results\n- Every $1 invested returns $4.60 in community value\n- 92% of surveyed walkers support better walking conditions",
  },
  {
    id: "fs-03-bp3",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fs-03",
    text: "The sidewalks in this city really need to be better. Please improve them. This proposal has been shaped with all interested parties in mind, including residents, businesses and community partners, and it can realistically be carried out with the resources the department already has. Over the years ahead it will deliver lasting value for every neighbourhood and strengthen the city for future generations.",
  },
  {
    id: "fs-03-bp4",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fs-03",
    text: "## Problem\nThe sidewalks in this city are not as good as they should be.\n\n## Proposal\nImprove the sidewalks.\n\n## Impact\nResidents will benefit from better sidewalks across Ashford.\n\n## Cost\nThe cost will be reasonable and within existing budgets.",
  },
  {
    id: "fs-03-st1",
    tier: 2,
    kind: "stuffing",
    variantOf: "fs-03",
    text: "The sidewalks in this city really need to be better. Please improve them. Ashford Department of Streets and Sidewalks. Ashford Department of Streets and Sidewalks. Ashford Department of Streets and Sidewalks.",
  },
  {
    id: "fs-03-st2",
    tier: 2,
    kind: "stuffing",
    variantOf: "fs-03",
    text: "The sidewalks in this city really need to be better. Please improve them. 🚶‍♀️🚶🛣️🚧✅✅✅👍👍🏙️💯💯",
  },
  {
    id: "fs-04",
    tier: 5,
    kind: "ordinary",
    text: "I am 81 and walk to the Fenwick Road post office every morning. On the east side of Fenwick Road, between numbers 40 and 90, tree roots have pushed the sidewalk slabs up by two or three inches, and two of my neighbours fell there this winter, one breaking her wrist. I would be grateful if the department could grind down or replace those slabs, and put temporary asphalt ramps over the worst edges until the repair is done.",
  },
  {
    id: "fs-04-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fs-04",
    text: "Tengo 81 años y camino todas las mañanas hasta la oficina de correos de Fenwick Road. En la acera del lado este de Fenwick Road, entre los números 40 y 90, las raíces de los árboles han levantado las losas unos cinco o siete centímetros, y dos de mis vecinas se cayeron ahí este invierno; una se rompió la muñeca. Les agradecería que rebajen o cambien esas losas y que, mientras tanto, pongan rampas provisionales de asfalto en los bordes más peligrosos.",
  },
  {
    id: "fs-04-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fs-04",
    text: "Ich bin 81 Jahre alt und gehe jeden Morgen zur Post in der Fenwick Road. Auf der Ostseite der Fenwick Road, zwischen den Hausnummern 40 und 90, haben Baumwurzeln die Gehwegplatten um fünf bis sieben Zentimeter angehoben, und zwei meiner Nachbarinnen sind dort diesen Winter gestürzt, eine hat sich das Handgelenk gebrochen. Ich wäre Ihnen dankbar, wenn Sie diese Platten abschleifen oder ersetzen und bis zur Reparatur provisorische Asphaltrampen an den schlimmsten Kanten anbringen würden.",
  },
  {
    id: "fs-04-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "fs-04",
    text: "Mam 81 lat i każdego ranka chodzę na pocztę przy Fenwick Road. Po wschodniej stronie Fenwick Road, między numerami 40 a 90, korzenie drzew podniosły płyty chodnikowe o pięć do siedmiu centymetrów i tej zimy przewróciły się tam dwie moje sąsiadki, jedna złamała nadgarstek. Byłabym wdzięczna, gdybyście zeszlifowali albo wymienili te płyty, a do czasu naprawy położyli tymczasowe asfaltowe najazdy na najgorszych krawędziach.",
  },
  {
    id: "fs-05",
    tier: 3,
    kind: "ordinary",
    text: "We need more bike lanes downtown.",
  },
  {
    id: "fs-06",
    tier: 4,
    kind: "ordinary",
    text: "the pothole outside 212 tanners row has been there since november and its getting deeper every week can someone come fill it before it takes out somebodys tire",
  },
  {
    id: "fs-07",
    tier: 1,
    kind: "spam",
    text: "DRIVEWAY CRACKED?? Ashford Paving Pros seals and repaves driveways in ONE DAY! 20% off all November jobs. Call 555-0148 or book at ashfordpavingpros.biz today!!",
  },
  {
    id: "fs-08",
    tier: 3,
    kind: "ordinary",
    text: "ngl the streetlights around here are so dim it's kinda sketchy walking home from practice at night 😬 can you guys make them brighter?",
  },
  {
    id: "fs-09",
    tier: 5,
    kind: "ordinary",
    text: "I run the bakery at 18 Market Lane. Because the block has no loading zone, delivery vans double-park in the bus lane every morning and the No. 4 bus gets stuck behind them for minutes at a time. A loading zone on the two spaces in front of 14-18 Market Lane, limited to 30 minutes and only from 6 to 10 am, would keep the bus lane clear for commuters and leave the spaces free for customers for the rest of the day.",
  },
  {
    id: "fs-10",
    tier: 4,
    kind: "ordinary",
    text: "Winter requests for Quarry Hill Road:\n- plow the sidewalk from Quarry Hill Middle School down to the library after every snowfall over 2 inches\n- put a salt bin at the top of the public steps at Quarry Hill Road and Elm Street\n- clear the snow banks off the curb ramps at the three bus stops on that stretch",
  },
];
