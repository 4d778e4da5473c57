import type { EvalMotion, EvalPage } from "./labelled-set";

// Held-out voices (labelled-set.ts, "Voices"): a page the rubric was never tuned on, and residents who write
// as they speak. Tiers were fixed here before any scorer read these motions.

export const waterPage: EvalPage = {
  key: "water",
  name: "Ashford Water and Sanitation Utility",
  description:
    "The utility supplies drinking water to 410,000 residents, treats wastewater at the Millrace plant, collects household trash, recycling and yard waste every week, and runs the two drop-off centers. It sets water rates and collection schedules. Propose changes to water quality, billing, pipes and hydrants, trash and recycling pickup, and street flooding.",
};

export const waterMotions: EvalMotion[] = [
  {
    id: "water-01",
    tier: 5,
    kind: "ordinary",
    text: "Add a free lead test kit to every water bill mailed to homes built before 1986, starting with the Old Mill and Eastgate service zones in March. Many of those homes still have lead service lines, and parents have no idea whether the water their kids drink is safe until someone tests it.",
  },
  {
    id: "water-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "water-01",
    text: "Incluyan un kit gratuito para analizar plomo en cada factura de agua enviada a casas construidas antes de 1986, empezando por las zonas de servicio de Old Mill y Eastgate en marzo. Muchas de esas casas todavía tienen tuberías de plomo y los padres no saben si el agua que beben sus hijos es segura hasta que alguien la analiza.",
  },
  {
    id: "water-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "water-01",
    text: "Ajoutez un kit gratuit de test du plomb à chaque facture d'eau envoyée aux logements construits avant 1986, en commençant par les secteurs d'Old Mill et d'Eastgate en mars. Beaucoup de ces maisons ont encore des branchements en plomb, et les parents ne savent pas si l'eau que boivent leurs enfants est saine tant que personne ne l'a analysée.",
  },
  {
    id: "water-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "water-01",
    text: "Legen Sie jeder Wasserrechnung für Häuser, die vor 1986 gebaut wurden, ein kostenloses Bleitest-Set bei, beginnend im März mit den Versorgungszonen Old Mill und Eastgate. Viele dieser Häuser haben noch Hausanschlüsse aus Blei, und Eltern wissen nicht, ob das Wasser, das ihre Kinder trinken, sicher ist, bis es jemand testet.",
  },
  {
    id: "water-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "water-01",
    text: "Incluam um kit gratuito de teste de chumbo em cada conta de água enviada às casas construídas antes de 1986, começando pelas zonas de Old Mill e Eastgate em março. Muitas dessas casas ainda têm ramais de chumbo, e os pais não sabem se a água que os filhos bebem é segura até alguém testá-la.",
  },
  {
    id: "water-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "water-01",
    text: "Aggiungete un kit gratuito per il test del piombo a ogni bolletta dell'acqua inviata alle case costruite prima del 1986, cominciando a marzo dalle zone di Old Mill ed Eastgate. Molte di quelle case hanno ancora allacciamenti in piombo e i genitori non sanno se l'acqua che bevono i figli è sicura finché qualcuno non la analizza.",
  },
  {
    id: "water-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "water-01",
    text: "Proszę dołączać bezpłatny zestaw do badania ołowiu do każdego rachunku za wodę wysyłanego do domów zbudowanych przed 1986 rokiem, zaczynając w marcu od stref Old Mill i Eastgate. Wiele z tych domów wciąż ma przyłącza z ołowiu, a rodzice nie wiedzą, czy woda, którą piją ich dzieci, jest bezpieczna, dopóki ktoś jej nie zbada.",
  },
  {
    id: "water-01-nl",
    tier: 5,
    kind: "non-english",
    language: "nl",
    variantOf: "water-01",
    text: "Voeg een gratis loodtestset toe aan elke waterrekening voor huizen die voor 1986 zijn gebouwd, te beginnen in maart met de wijken Old Mill en Eastgate. Veel van die huizen hebben nog loden aansluitingen en ouders weten niet of het water dat hun kinderen drinken veilig is totdat iemand het test.",
  },
  {
    id: "water-02",
    tier: 4,
    kind: "ordinary",
    text: "trash pickup on cedar lane keeps getting skipped on thursdays, third time this month. can you put our street back on the route list and send the truck back the same day when a street gets missed",
  },
  {
    id: "water-03",
    tier: 5,
    kind: "ordinary",
    text: "Open the Northside drop-off center on Sunday mornings from 8 to noon. It is closed all weekend, so anyone who works Monday to Friday cannot bring old paint, batteries or electronics, and those end up in the regular trash or dumped by the creek.",
  },
  {
    id: "water-04",
    tier: 3,
    kind: "ordinary",
    text: "Please do something about the flooding at the underpass on Mill Road, it fills up every time it rains.",
  },
  {
    id: "water-05",
    tier: 2,
    kind: "ordinary",
    text: "Water should be cheaper.",
  },
  {
    id: "water-06",
    tier: 1,
    kind: "junk",
    text: "Oh wonderful, another rate hike. Truly the finest utility in the galaxy. Bravo. 👏👏👏",
  },
  {
    id: "water-07",
    tier: 4,
    kind: "ordinary",
    text: "Put recycling bins next to the trash cans at all 11 bus shelters on Harbor Street ♻️♻️ right now everything goes in one can and it all ends up in the landfill",
  },
  {
    id: "water-08",
    tier: 1,
    kind: "spam",
    language: "pl",
    text: "Najtańsze filtry do wody w Polsce! Tylko dziś -50%, zamów teraz na www.superfiltry-promo.pl albo zadzwoń 600 123 456. Darmowa dostawa!!!",
  },
  {
    id: "water-09",
    tier: 5,
    kind: "ordinary",
    text: "Send a text message to every household in a boil-water zone within one hour of the notice, in English and Spanish, with the streets affected and when the notice is expected to lift. During the April main break on Fulton Avenue many of us found out two days later from a neighbor, after the kids had been drinking tap water.",
  },
  {
    id: "water-10",
    tier: 3,
    kind: "ordinary",
    text: "Could the utility act as a middleman between residents and plumbers for replacing lead service lines, so we are not on our own finding someone trustworthy?",
  },
  {
    id: "water-11",
    tier: 4,
    kind: "ordinary",
    text: "I have lived on Birch Court for 31 years and every fall the storm drain at the corner of Birch and 5th gets blocked with leaves, and then the whole intersection turns into a pond, and last year a car stalled in it and the driver had to wade out, and my neighbor's basement flooded twice, and we called the utility both times and somebody came out a week later. What I am asking is simple: clear the storm drains on Birch Court and the blocks around it every two weeks from October through December, when the leaves come down, instead of waiting for someone to call after it has already flooded. It would save a lot of basements and probably a lot of money for the city too.",
  },
  {
    id: "water-12",
    tier: 1,
    kind: "gibberish",
    text: "water water pipes the pipe sanitation trash utility water utility pipes trash the water",
  },
  {
    id: "water-13",
    tier: 2,
    kind: "off-topic",
    text: "The swings at Hillcrest Park are broken and need replacing before the summer.",
  },
  {
    id: "water-14",
    tier: 4,
    kind: "ordinary",
    text: "Let residents pay water bills in monthly installments instead of every two months. A $190 bill at once is hard for retirees on a fixed income.",
  },
  {
    id: "water-15",
    tier: 3,
    kind: "ordinary",
    text: "More public water fountains downtown please, its really hot in summer and a bottle of water costs $3 ⭐⭐⭐⭐⭐",
  },
  {
    id: "water-16",
    tier: 1,
    kind: "junk",
    text: "you people are useless, fire everyone",
  },
  {
    id: "water-17",
    tier: 5,
    kind: "ordinary",
    text: "Add yard waste pickup every week from April to November instead of every other week. The brown carts are full after one weekend of mowing, residents pile bags next to them that the crews refuse, and the bags sit on the curb for two weeks.",
  },
  {
    id: "water-18",
    tier: 2,
    kind: "ordinary",
    text: "Improve the services and make everything work better for everyone in the city, thank you.",
  },
  {
    id: "water-19",
    tier: 3,
    kind: "ordinary",
    text: "fix the hydrant on 9th street its been leaking for weeks",
  },
  {
    id: "water-20",
    tier: 4,
    kind: "ordinary",
    text: "Publish the monthly water quality test results for each service zone on the utility's website, not only the once-a-year report.",
  },
];
