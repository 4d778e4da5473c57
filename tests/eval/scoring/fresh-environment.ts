import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const environmentPage: EvalPage = {
  key: "environment",
  name: "Ashford Department of Environment and Energy",
  description:
    "The department monitors air quality at nine stations, manages the city's street-tree canopy, runs the home energy retrofit and rooftop solar rebate programs, installs public EV chargers, and enforces rules on idling, open burning and industrial emissions. It writes Ashford's climate action plan and opens cooling centers during heat waves. Propose changes to air quality, trees and shade, energy efficiency, clean energy, heat safety and pollution complaints.",
};

export const environmentMotions: EvalMotion[] = [
  {
    id: "fe-01",
    tier: 5,
    kind: "ordinary",
    text: "Our block on Tanner Street has almost no shade, and in July the pavement outside the senior apartments hits 50°C by noon. It would help a lot if the department planted 20 street trees along Tanner Street between 3rd and 7th Avenue this autumn, using wide-canopy species like honey locust that tolerate road salt. The residents of Tanner Court are mostly over 75 and many cannot walk to a cooling center; shade on the sidewalk is what lets them get to the pharmacy and the bus stop safely in summer.",
  },
  {
    id: "fe-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fe-01",
    text: "Nuestra cuadra en Tanner Street casi no tiene sombra, y en julio la acera frente a los apartamentos para mayores llega a 50 °C al mediodía. Planten 20 árboles a lo largo de Tanner Street entre la 3ª y la 7ª avenida este otoño, con especies de copa ancha como la acacia de tres espinas, que aguanta la sal de las carreteras. Los vecinos de Tanner Court tienen casi todos más de 75 años y muchos no pueden caminar hasta un centro de enfriamiento; la sombra en la acera es lo que les permite llegar a la farmacia y a la parada del autobús sin peligro en verano.",
  },
  {
    id: "fe-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fe-01",
    text: "Notre pâté de maisons sur Tanner Street n'a presque pas d'ombre, et en juillet le trottoir devant la résidence pour personnes âgées atteint 50 °C à midi. Plantez 20 arbres d'alignement le long de Tanner Street entre la 3e et la 7e avenue cet automne, en choisissant des essences à large couronne comme le févier d'Amérique, qui supporte le sel de déneigement. Les habitants de Tanner Court ont pour la plupart plus de 75 ans et beaucoup ne peuvent pas marcher jusqu'à un centre de rafraîchissement : l'ombre sur le trottoir, c'est ce qui leur permet d'aller à la pharmacie et à l'arrêt de bus sans danger en été.",
  },
  {
    id: "fe-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "fe-01",
    text: "Il nostro isolato su Tanner Street non ha quasi ombra, e a luglio il marciapiede davanti alle case per anziani arriva a 50 °C a mezzogiorno. Piantate 20 alberi lungo Tanner Street tra la 3ª e la 7ª avenue questo autunno, scegliendo specie a chioma larga come la gleditsia, che resiste al sale stradale. Gli abitanti di Tanner Court hanno quasi tutti più di 75 anni e molti non riescono ad arrivare a piedi a un centro di raffrescamento: l'ombra sul marciapiede è ciò che permette loro di andare in farmacia e alla fermata dell'autobus in sicurezza d'estate.",
  },
  {
    id: "fe-02",
    tier: 4,
    kind: "ordinary",
    text: "Install four Level 2 EV charging stations in the Harlow Road municipal parking lot behind the library, and keep them on the same per-hour rate as the downtown chargers.",
  },
  {
    id: "fe-02-es",
    tier: 4,
    kind: "non-english",
    language: "es",
    variantOf: "fe-02",
    text: "Instalen cuatro cargadores de nivel 2 para coches eléctricos en el estacionamiento municipal de Harlow Road, detrás de la biblioteca, y mantengan la misma tarifa por hora que en los cargadores del centro.",
  },
  {
    id: "fe-02-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "fe-02",
    text: "Installez quatre bornes de recharge de niveau 2 pour véhicules électriques sur le parking municipal de Harlow Road, derrière la bibliothèque, et appliquez le même tarif horaire que pour les bornes du centre-ville.",
  },
  {
    id: "fe-02-it",
    tier: 4,
    kind: "non-english",
    language: "it",
    variantOf: "fe-02",
    text: "Installate quattro colonnine di ricarica di livello 2 per auto elettriche nel parcheggio comunale di Harlow Road, dietro la biblioteca, e mantenete la stessa tariffa oraria delle colonnine del centro.",
  },
  {
    id: "fe-03",
    tier: 4,
    kind: "ordinary",
    text: "We need an air quality monitoring station at Brookfield Elementary on Quarry Lane; the nearest one is 4 km away and the cement trucks pass the schoolyard all morning.",
  },
  {
    id: "fe-03-ja",
    tier: 4,
    kind: "ordinary",
    language: "ja",
    variantOf: "fe-03",
    text: "クォーリー・レーンのブルックフィールド小学校に大気質の測定局を設置してください。一番近い測定局は4キロも離れていて、朝の間ずっとセメントを運ぶトラックが校庭の横を通っています。",
  },
  {
    id: "fe-04",
    tier: 5,
    kind: "ordinary",
    text: "Dear Department, I am writing on behalf of the tenants' association at Linden Gardens (212 units). At present the home energy retrofit rebate can only be claimed by property owners, so renters in drafty buildings pay winter heating bills of $300 a month while landlords have no reason to act. I respectfully ask that the program be opened to tenant-landlord joint applications, with the landlord agreeing to freeze rent for two years after the upgrade. This would lower bills for low-income households and cut emissions from some of the oldest buildings in the city.",
  },
  {
    id: "fe-04-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fe-04",
    text: "dear department i am writing on behalf of the tenants association at linden gardens 212 units at present the home energy retrofit rebate can only be claimed by property owners so renters in drafty buildings pay winter heating bills of 300 dollars a month while landlords have no reason to act i respectfully ask that the program be opened to tenant landlord joint applications with the landlord agreeing to freeze rent for two years after the upgrade this would lower bills for low income households and cut emissions from some of the oldest buildings in the city",
  },
  {
    id: "fe-05",
    tier: 3,
    kind: "ordinary",
    text: "I'd love to see solar panels on the roofs of city-owned buildings.",
  },
  {
    id: "fe-05-lc",
    tier: 3,
    kind: "restyled",
    variantOf: "fe-05",
    text: "id love to see solar panels on the roofs of city owned buildings",
  },
  {
    id: "fe-06",
    tier: 4,
    kind: "ordinary",
    text: "Every single morning from 5 to 7am the delivery trucks at the FreshWay warehouse on Dock Street sit there idling with their engines running. Forty minutes, sometimes more. My bedroom window is 30 metres away and I wake up to diesel fumes. There is supposedly an idling rule in this city, so ENFORCE IT: send an inspector to Dock Street at 5:30am for a week and fine them.",
  },
  {
    id: "fe-06-typo",
    tier: 4,
    kind: "restyled",
    variantOf: "fe-06",
    text: "Every single morning from 5 to 7am the delivery trucks at the FreshWay warehouse on Dock Street sit there idling with thier engines running. Forty minutes, sometimes more. My bedroom window is 30 metres away and I wake up to desel fumes. There is supposedly an idling rule in this city, so ENFORCE IT: send an inspecter to Dock Street at 5:30am for a week and fine them, dont just send a letter.",
  },
  {
    id: "fe-07",
    tier: 3,
    kind: "ordinary",
    text: "Could you keep the cooling centers open later in the evening during heat waves?",
  },
  {
    id: "fe-07-typo",
    tier: 3,
    kind: "restyled",
    variantOf: "fe-07",
    text: "Could you keep teh cooling centres open later in the evning durring heat waves?",
  },
  {
    id: "fe-08",
    tier: 5,
    kind: "ordinary",
    text: "Well I have lived in the Millbrook neighbourhood since 1968 and I have seen a lot of things change, some for the better and some not. My late husband used to say the river smelled better in the old days and he was right, though that is probably a matter for someone else. What I want to write about is the leaf burning. Every October and November some of the houses on Orchard Row and Pine Close burn their leaves in barrels in the back yard, and the smoke comes straight through my windows. I have asthma, as does my neighbour's little grandson, and on those weekends I cannot go outside at all. I know there is a rule against open burning but nobody seems to know about it. What I would ask is that the department send a leaflet to every house in Millbrook in late September explaining that burning leaves is not allowed and giving the dates of the free yard waste pickup, and put a phone number on it so we can report smoke on a weekend. Thank you for reading this.",
  },
  {
    id: "fe-08-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fe-08",
    text: "well i have lived in the millbrook neighbourhood since 1968 and i have seen a lot of things change some for the better and some not my late husband used to say the river smelled better in the old days and he was right though that is probably a matter for someone else what i want to write about is the leaf burning every october and november some of the houses on orchard row and pine close burn their leaves in barrels in the back yard and the smoke comes straight through my windows i have asthma as does my neighbours little grandson and on those weekends i cannot go outside at all i know there is a rule against open burning but nobody seems to know about it what i would ask is that the department send a leaflet to every house in millbrook in late september explaining that burning leaves is not allowed and giving the dates of the free yard waste pickup and put a phone number on it so we can report smoke on a weekend thank you for reading this",
  },
  {
    id: "fe-09",
    tier: 4,
    kind: "ordinary",
    text: "Suggestions for the heat pump rebate:\n- raise it from $1,500 to $3,000 for homes heated with oil\n- let contractors apply for it on the homeowner's behalf so it comes off the invoice\n- publish the list of approved installers on the department website, sorted by neighbourhood\n- process applications within 30 days instead of the current 90",
  },
  {
    id: "fe-10",
    tier: 3,
    kind: "ordinary",
    text: "more ev chargers on the east side pls",
  },
];
