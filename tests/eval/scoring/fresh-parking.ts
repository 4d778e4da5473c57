import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const parkingPage: EvalPage = {
  key: "parking",
  name: "Ashford Department of Parking and Permits",
  description:
    "The department manages about 9,000 metered street spaces, the four city garages and the residential permit zones in every ward. It writes and hears appeals of parking tickets, licenses loading zones and taxi stands, and issues permits for moving trucks, dumpsters, block parties and street closures. Propose changes to meter rates and hours, permit zones, accessible parking, enforcement, garages, loading zones and bike parking.",
};

export const parkingMotions: EvalMotion[] = [
  {
    id: "fp-01",
    tier: 5,
    kind: "ordinary",
    text: "On home game days at Fenwick Stadium, fans park across our driveways and in the bus stop on Holloway Street, and last season an ambulance could not get through to a neighbour having a stroke. We ask that Holloway Street and the three blocks around the stadium become permit-only on game days, from two hours before kickoff until midnight, with two free guest passes per household and a tow truck on standby.",
  },
  {
    id: "fp-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fp-01",
    text: "Los días de partido en el estadio Fenwick, los aficionados aparcan delante de nuestras entradas y en la parada de autobús de Holloway Street, y la temporada pasada una ambulancia no pudo pasar para atender a un vecino que estaba sufriendo un derrame cerebral. Conviertan Holloway Street y las tres cuadras alrededor del estadio en zona solo para residentes con permiso los días de partido, desde dos horas antes del inicio hasta la medianoche, con dos pases gratuitos para visitas por hogar y una grúa de guardia.",
  },
  {
    id: "fp-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fp-01",
    text: "An Heimspieltagen im Fenwick-Stadion parken Fans vor unseren Einfahrten und in der Bushaltestelle in der Holloway Street, und letzte Saison kam ein Krankenwagen nicht zu einem Nachbarn mit Schlaganfall durch. Machen Sie die Holloway Street und die drei Blocks rund um das Stadion an Spieltagen zur reinen Anwohnerparkzone, von zwei Stunden vor Anpfiff bis Mitternacht, mit zwei kostenlosen Besucherausweisen pro Haushalt und einem Abschleppwagen in Bereitschaft.",
  },
  {
    id: "fp-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fp-01",
    text: "Les jours de match au stade Fenwick, les supporters se garent devant nos entrées de garage et sur l'arrêt de bus de Holloway Street, et la saison dernière une ambulance n'a pas pu passer pour secourir un voisin victime d'un AVC. Réservez Holloway Street et les trois pâtés de maisons autour du stade aux détenteurs d'un permis résident les jours de match, de deux heures avant le coup d'envoi jusqu'à minuit, avec deux laissez-passer visiteurs gratuits par foyer et une dépanneuse en attente.",
  },
  {
    id: "fp-02",
    tier: 4,
    kind: "ordinary",
    text: "I'd like the meters on Market Square and Lantern Row to switch from the old coin-only heads to card and tap-to-pay by the end of this year, with the first 15 minutes free at every meter.",
  },
  {
    id: "fp-02-es",
    tier: 4,
    kind: "non-english",
    language: "es",
    variantOf: "fp-02",
    text: "Cambien los parquímetros de Market Square y Lantern Row, que solo aceptan monedas, por otros que acepten tarjeta y pago sin contacto antes de fin de año, y dejen los primeros 15 minutos gratis en todos.",
  },
  {
    id: "fp-02-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "fp-02",
    text: "Rüsten Sie die Parkuhren am Market Square und in der Lantern Row bis Ende dieses Jahres von reinen Münzautomaten auf Karten- und kontaktlose Zahlung um, und lassen Sie die ersten 15 Minuten an jeder Parkuhr kostenlos.",
  },
  {
    id: "fp-02-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "fp-02",
    text: "Remplacez d'ici la fin de l'année les horodateurs à pièces de Market Square et de Lantern Row par des appareils qui acceptent la carte et le paiement sans contact, avec les 15 premières minutes gratuites à chaque horodateur.",
  },
  {
    id: "fp-03",
    tier: 5,
    kind: "ordinary",
    text: "There are only two accessible spaces outside the Eastgate Dialysis Centre on Brook Road, and patients who come three times a week often circle for 20 minutes or park a block away and walk in when they are at their weakest. Converting the four metered spaces nearest the entrance into accessible spaces, plus a drop-off bay for the patient transport vans, would let them get in and out safely.",
  },
  {
    id: "fp-03-ru",
    tier: 5,
    kind: "ordinary",
    language: "ru",
    variantOf: "fp-03",
    text: "Перед диализным центром Истгейт на Брук-роуд всего два места для инвалидов, и пациенты, которые приезжают три раза в неделю, часто кружат по 20 минут или оставляют машину за квартал и идут пешком, когда они особенно слабы. Переделайте четыре платных места ближе всего ко входу в места для инвалидов и добавьте площадку для высадки пациентов из специальных микроавтобусов, чтобы люди могли безопасно попасть в центр и уехать обратно.",
  },
  {
    id: "fp-04",
    tier: 3,
    kind: "ordinary",
    text: "It would help a lot if we could pay for street parking with a phone app and top up the time remotely, instead of running back to the meter.",
  },
  {
    id: "fp-04-lc",
    tier: 3,
    kind: "restyled",
    variantOf: "fp-04",
    text: "it would help a lot if we could pay for street parking with a phone app and top up the time remotely instead of running back to the meter",
  },
  {
    id: "fp-05",
    tier: 4,
    kind: "ordinary",
    text: "Could you mark two 20-minute pickup spaces in front of the Orchard Avenue pharmacy at number 41, in force from 8am to 7pm Monday to Saturday?",
  },
  {
    id: "fp-05-ty",
    tier: 4,
    kind: "restyled",
    variantOf: "fp-05",
    text: "Could you mark two 20-minute pickup spaces in frnot of teh Orchard Avenue pharmacy at number 41, in force from 8am to 7pm Monday to Saterday?",
  },
  {
    id: "fp-06",
    tier: 5,
    kind: "ordinary",
    text: "I run the bakery at 12 Canal Street. Our flour and dairy deliveries come between 6 and 9 in the morning, and because there is nowhere legal to stop, the trucks double-park and the number 7 bus gets stuck behind them every single day. A loading zone on the two meter spaces in front of 10-14 Canal Street, loading only from 6am to 10am and normal parking after that, would keep the bus lane clear and save the drivers a ticket they can't avoid.",
  },
  {
    id: "fp-06-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fp-06",
    text: "i run the bakery at 12 canal street our flour and dairy deliveries come between 6 and 9 in the morning and because there is nowhere legal to stop the trucks double park and the number 7 bus gets stuck behind them every single day a loading zone on the two meter spaces in front of 10 14 canal street loading only from 6am to 10am and normal parking after that would keep the bus lane clear and save the drivers a ticket they cant avoid",
  },
  {
    id: "fp-07",
    tier: 2,
    kind: "ordinary",
    text: "Parking in this city is honestly a mess and something has to change. Please do better.",
  },
  {
    id: "fp-08",
    tier: 3,
    kind: "ordinary",
    text: "Dear Sir or Madam, I have lived in Ashford for forty-one years and I would respectfully ask the Department to give older residents more time to pay a parking ticket before the late fee is added. Thank you for your consideration.",
  },
  {
    id: "fp-09",
    tier: 4,
    kind: "ordinary",
    text: "the zone c residential permit went up to 120 dollars a year can you bring it back to 60 for the first car in a household and keep 120 for a second car",
  },
  {
    id: "fp-10",
    tier: 1,
    kind: "spam",
    text: "TIRED OF PARKING TICKETS?? 🚗💸 FixMyTicket.biz beats 9 out of 10 citations GUARANTEED! Call 555-0199 now or visit www.fixmyticket.biz and use code ASHFORD20 for 20% off your first appeal!!!",
  },
  {
    id: "fp-07-a",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fp-07",
    text: "Parking in this city is honestly a mess and something has to change. Please do better. A pilot programme should begin early next quarter with a modest, clearly defined budget, and a firm deadline will keep the work on track. Success will be measured against clear metrics reviewed at regular intervals, and the results will be reported back to residents at the end of the pilot period.",
  },
  {
    id: "fp-07-b",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fp-07",
    text: "Parking in this city is honestly a mess and something has to change. Please do better. Fact sheet: 68% of drivers report frustration when parking. 4 in 10 residents say the system could be improved. Average satisfaction has fallen 17 points since the last survey. 92% agree that change is overdue. Cities that act on parking see up to 3x higher resident approval.",
  },
];
