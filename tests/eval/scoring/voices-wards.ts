import type { EvalMotion } from "./labelled-set";

// Held-out voices (labelled-set.ts, "Voices") on fresh copies of the council member's and the parks
// department's pages: a good motion in every language the rubric reads, sarcasm, anger, and the page's
// own words used well and used as padding.

export const councilVoices: EvalMotion[] = [
  {
    id: "cv-01",
    tier: 5,
    kind: "ordinary",
    text: "Add a raised crosswalk and a flashing beacon at Eastgate Road and Willow Street, paid from the ward's discretionary fund. It is the crossing to Eastgate Elementary, drivers do not stop, and the ward meeting in September asked for it unanimously.",
  },
  {
    id: "cv-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "cv-01",
    text: "Pongan un paso de peatones elevado y una baliza intermitente en Eastgate Road y Willow Street, pagados con el fondo discrecional del distrito. Es el cruce hacia la escuela Eastgate Elementary, los conductores no se detienen y la reunión del distrito de septiembre lo pidió por unanimidad.",
  },
  {
    id: "cv-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "cv-01",
    text: "Installez un passage piéton surélevé et un feu clignotant à l'angle d'Eastgate Road et de Willow Street, payés par le fonds discrétionnaire du quartier. C'est le passage vers l'école Eastgate Elementary, les conducteurs ne s'arrêtent pas, et la réunion de quartier de septembre l'a demandé à l'unanimité.",
  },
  {
    id: "cv-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "cv-01",
    text: "Bauen Sie einen erhöhten Fußgängerüberweg mit Blinklicht an der Kreuzung Eastgate Road und Willow Street, bezahlt aus dem Ermessensfonds des Bezirks. Es ist der Übergang zur Eastgate-Grundschule, Autofahrer halten nicht an, und die Bezirksversammlung im September hat ihn einstimmig gefordert.",
  },
  {
    id: "cv-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "cv-01",
    text: "Instalem uma faixa de pedestres elevada e um sinal intermitente na Eastgate Road com a Willow Street, pagos com o fundo discricionário do distrito. É a travessia para a escola Eastgate Elementary, os motoristas não param, e a reunião do distrito em setembro pediu isso por unanimidade.",
  },
  {
    id: "cv-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "cv-01",
    text: "Realizzate un attraversamento pedonale rialzato con un lampeggiante all'incrocio tra Eastgate Road e Willow Street, pagato con il fondo discrezionale del quartiere. È l'attraversamento verso la scuola Eastgate Elementary, gli automobilisti non si fermano e l'assemblea di quartiere di settembre lo ha chiesto all'unanimità.",
  },
  {
    id: "cv-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "cv-01",
    text: "Proszę zbudować wyniesione przejście dla pieszych z migającym światłem na skrzyżowaniu Eastgate Road i Willow Street, opłacone z funduszu dzielnicy. To przejście do szkoły Eastgate Elementary, kierowcy się nie zatrzymują, a wrześniowe zebranie dzielnicy jednogłośnie o nie poprosiło.",
  },
  {
    id: "cv-02",
    tier: 4,
    kind: "ordinary",
    text: "Hold one ward meeting a quarter in Riverside flats instead of always at Old Mill, the bus there takes an hour on a weeknight.",
  },
  {
    id: "cv-03",
    tier: 1,
    kind: "junk",
    text: "Wow, another ward meeting where nothing happens. Can't wait. Truly democracy at its finest.",
  },
  {
    id: "cv-04",
    tier: 3,
    kind: "ordinary",
    text: "can you do something about the trucks speeding down willow street at night, they shake the whole house",
  },
  {
    id: "cv-05",
    tier: 2,
    kind: "stuffing",
    text: "Ward 3 streets traffic safety local services zoning neighborhood safety discretionary fund Eastgate Old Mill Riverside ordinances budget.",
  },
  {
    id: "cv-06",
    tier: 1,
    kind: "junk",
    text: "DELGADO IS A CROOK!!!! RESIGN NOW!!!!",
  },
  {
    id: "cv-07",
    tier: 5,
    kind: "ordinary",
    text: "Sponsor an ordinance that requires landlords in Ward 3 to fix a broken heating system within 48 hours between November and March. Tenants in the Riverside flats waited 11 days without heat last January, and the current rule gives landlords 14 days.",
  },
  {
    id: "cv-08",
    tier: 2,
    kind: "ordinary",
    text: "Things need to change in this ward.",
  },
];

export const parksVoices: EvalMotion[] = [
  {
    id: "pv-01",
    tier: 5,
    kind: "ordinary",
    text: "Add shade sails over the playground at Millrace River Park before June. The slide and the rubber surface reach 60 °C in July, two children were burned last summer, and the 64 playgrounds the department maintains have shade at only a handful.",
  },
  {
    id: "pv-02",
    tier: 4,
    kind: "ordinary",
    text: "keep the eastgate pool open on labor day weekend, it closes the friday before and its always the hottest weekend",
  },
  {
    id: "pv-02-typos",
    tier: 4,
    kind: "restyled",
    variantOf: "pv-02",
    text: "keep the eastgate pool opne on labor day weekend, it closes the firday before and its allways the hotest weekend",
  },
  {
    id: "pv-03",
    tier: 3,
    kind: "ordinary",
    text: "More trash cans on the Millrace trail please, there is litter everywhere near the bridge 🙏",
  },
  {
    id: "pv-04",
    tier: 1,
    kind: "gibberish",
    text: "parks parks playgrounds pools the trail trees camps leagues recreation parks the parks",
  },
  {
    id: "pv-05",
    tier: 4,
    kind: "ordinary",
    text: "Turn on the lights at the Hillcrest Park basketball courts until 10 p.m. in summer; they shut off at 8:30 while it is still full of teenagers.",
  },
  {
    id: "pv-06",
    tier: 2,
    kind: "ordinary",
    text: "Parks are nice and we need nice parks.",
  },
  {
    id: "pv-06-name",
    tier: 2,
    kind: "stuffing",
    variantOf: "pv-06",
    text: "Parks are nice and we need nice parks. Ashford Parks and Recreation Department, Ashford Parks and Recreation Department, Ashford Parks and Recreation Department.",
  },
  {
    id: "pv-06-emoji",
    tier: 2,
    kind: "stuffing",
    variantOf: "pv-06",
    text: "Parks are nice and we need nice parks. 🌳🌳🌳🌲🌲🌲🌷🌷🌷⛲⛲⛲🏞️🏞️🏞️✨✨✨💚💚💚",
  },
  {
    id: "pv-07",
    tier: 5,
    kind: "ordinary",
    text: "Add free swim lessons for children aged 5 to 12 at the three pools in Ward 3 on summer weekday mornings. Two children drowned in the Millrace River in the last three years, and the paid lessons at $85 a session are out of reach for most families there.",
  },
  {
    id: "pv-08",
    tier: 3,
    kind: "ordinary",
    text: "The dog park needs water for the dogs.",
  },
  {
    id: "pv-09",
    tier: 1,
    kind: "spam",
    text: "Best landscaping in Ashford!!! Call Green Thumb Pros at 555-201-3344, 20% off all lawn care this month only. greenthumbpros.com",
  },
];
