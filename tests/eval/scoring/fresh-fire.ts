import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const firePage: EvalPage = {
  key: "fire",
  name: "Ashford Fire and Emergency Medical Services",
  description:
    "The department answers fire, rescue and medical 911 calls from 14 stations and runs 22 ambulances across the city. It inspects restaurants, schools and apartment buildings for fire safety, installs free smoke alarms, teaches CPR and fire prevention, and enforces burn bans and the fireworks ordinance. Propose changes to response times, station coverage, ambulance service, inspections, safety classes and community programs.",
};

export const fireMotions: EvalMotion[] = [
  {
    id: "ff-01",
    tier: 5,
    kind: "ordinary",
    text: "Send crews door to door in the Old Mill and Canal Street neighbourhoods this spring to test smoke alarms and install free ten-year sealed alarms wherever they are missing or dead, starting with homes of residents over 70. Both fatal house fires in Ashford last winter were in older homes in those streets with no working alarm, and many elderly residents cannot climb a ladder to change a battery themselves.",
  },
  {
    id: "ff-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "ff-01",
    text: "Envíen equipos casa por casa en los barrios de Old Mill y Canal Street esta primavera para revisar los detectores de humo e instalar gratis detectores sellados de diez años donde falten o no funcionen, empezando por las viviendas de personas mayores de 70 años. Los dos incendios mortales del invierno pasado en Ashford fueron en casas antiguas de esas calles sin ningún detector que funcionara, y muchos vecinos mayores no pueden subirse a una escalera para cambiar una pila.",
  },
  {
    id: "ff-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "ff-01",
    text: "Mandate delle squadre porta a porta nei quartieri di Old Mill e Canal Street questa primavera per controllare i rilevatori di fumo e installare gratuitamente rilevatori sigillati a dieci anni dove mancano o non funzionano, cominciando dalle case dei residenti sopra i 70 anni. I due incendi mortali dello scorso inverno ad Ashford sono avvenuti in vecchie case di quelle vie senza un rilevatore funzionante, e molti anziani non riescono a salire su una scala per cambiare la batteria da soli.",
  },
  {
    id: "ff-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "ff-01",
    text: "Wyślijcie tej wiosny ekipy od drzwi do drzwi na osiedlach Old Mill i Canal Street, żeby sprawdziły czujki dymu i za darmo zamontowały dziesięcioletnie czujki z zaplombowaną baterią tam, gdzie ich brakuje albo nie działają – zaczynając od mieszkań osób po siedemdziesiątce. Oba śmiertelne pożary domów w Ashford zeszłej zimy wybuchły w starych domach na tych ulicach, w których nie było sprawnej czujki, a wielu starszych mieszkańców nie jest w stanie wejść na drabinę, żeby wymienić baterię.",
  },
  {
    id: "ff-02",
    tier: 4,
    kind: "ordinary",
    text: "Could Station 6 on Brookfield Avenue hold a free hands-only CPR and AED class on the first Saturday morning of every month, for up to 25 people, with sign-up on the city website?",
  },
  {
    id: "ff-02-es",
    tier: 4,
    kind: "non-english",
    language: "es",
    variantOf: "ff-02",
    text: "¿Podría la Estación 6 de Brookfield Avenue dar una clase gratuita de RCP solo con las manos y de uso del desfibrilador el primer sábado por la mañana de cada mes, para un máximo de 25 personas, con inscripción en la web del ayuntamiento?",
  },
  {
    id: "ff-02-it",
    tier: 4,
    kind: "non-english",
    language: "it",
    variantOf: "ff-02",
    text: "La Caserma 6 di Brookfield Avenue potrebbe organizzare un corso gratuito di RCP con le sole mani e di uso del defibrillatore il primo sabato mattina di ogni mese, per massimo 25 persone, con iscrizione sul sito del Comune?",
  },
  {
    id: "ff-02-pl",
    tier: 4,
    kind: "non-english",
    language: "pl",
    variantOf: "ff-02",
    text: "Czy Remiza nr 6 przy Brookfield Avenue mogłaby w pierwszą sobotę każdego miesiąca rano prowadzić bezpłatny kurs resuscytacji (samo uciskanie klatki piersiowej) i obsługi AED dla maksymalnie 25 osób, z zapisami przez stronę internetową miasta?",
  },
  {
    id: "ff-03",
    tier: 3,
    kind: "ordinary",
    text: "We need more defibrillators in public places around Ashford, and signs so people can actually find them.",
  },
  {
    id: "ff-04",
    tier: 2,
    kind: "ordinary",
    text: "The fire department should just be better at keeping people safe. Please improve things.",
  },
  {
    id: "ff-04-a",
    tier: 2,
    kind: "boilerplate",
    variantOf: "ff-04",
    text: "The fire department should just be better at keeping people safe. Please improve things. A pilot phase will begin next quarter with a modest, clearly defined budget. Progress will be reviewed at regular intervals against agreed milestones, and success will be measured by clear metrics reported to the public at the end of the year.",
  },
  {
    id: "ff-04-b",
    tier: 2,
    kind: "boilerplate",
    variantOf: "ff-04",
    text: "The fire department should just be better at keeping people safe. Please improve things.\n\nFact sheet:\n- 73% of residents say safety matters to them\n- 4 out of 5 households agree improvements are overdue\n- Cities that improve see up to 38% better outcomes\n- 1 in 3 people want more from their emergency services\n- Satisfaction could rise by 2.4x within 18 months",
  },
  {
    id: "ff-04-c",
    tier: 2,
    kind: "boilerplate",
    variantOf: "ff-04",
    text: "The fire department should just be better at keeping people safe. Please improve things. This proposal has been shaped with every stakeholder group in mind, from residents and businesses to frontline staff and community partners. It can realistically be delivered within existing structures, and it will bring lasting benefits to the whole city for many years to come while strengthening trust between the public and those who serve them.",
  },
  {
    id: "ff-04-d",
    tier: 2,
    kind: "boilerplate",
    variantOf: "ff-04",
    text: "## Problem\nPeople in Ashford do not feel as safe as they could.\n\n## Proposal\nThe fire department should be better at keeping people safe and improve things overall.\n\n## Impact\nEveryone in the city will benefit and feel safer.\n\n## Cost\nReasonable and within budget.",
  },
  {
    id: "ff-04-e",
    tier: 2,
    kind: "stuffing",
    variantOf: "ff-04",
    text: "The fire department should just be better at keeping people safe. Please improve things. Ashford Fire and Emergency Medical Services. Ashford Fire and Emergency Medical Services. Ashford Fire and Emergency Medical Services.",
  },
  {
    id: "ff-04-f",
    tier: 2,
    kind: "stuffing",
    variantOf: "ff-04",
    text: "The fire department should just be better at keeping people safe. Please improve things. 🚒🔥🚑✅✅✅🧯👩‍🚒👨‍🚒💯💯🙏🙏",
  },
  {
    id: "ff-05",
    tier: 5,
    kind: "ordinary",
    text: "Our street, Larkspur Close, has cars parked on both sides every evening, and last month the ladder truck could not get past to a kitchen fire at number 14 — the crew had to drag hoses 80 metres. It would help if the department marked the last 30 metres of Larkspur, Hollis Way and Fenn Court as fire lanes with red curbs and no-parking signs, and asked the city to ticket there after 6pm. Every minute lost on a narrow cul-de-sac is a minute the fire grows, and these three streets have over 200 homes between them.",
  },
  {
    id: "ff-06",
    tier: 4,
    kind: "ordinary",
    text: "Please put a lockbox for the building key (a Knox box) at the entrance of every city-owned senior apartment building, starting with Maple Court and Riverside Towers, so crews responding at night don't have to break the front door.",
  },
  {
    id: "ff-06-uk",
    tier: 4,
    kind: "ordinary",
    language: "uk",
    variantOf: "ff-06",
    text: "Будь ласка, встановіть сейф для ключів від будинку (Knox box) біля входу в кожен міський будинок для літніх людей, починаючи з Maple Court і Riverside Towers, щоб бригадам, які приїжджають уночі, не доводилося виламувати вхідні двері.",
  },
  {
    id: "ff-07",
    tier: 3,
    kind: "ordinary",
    text: "i think the fire stations should do open days for kids again like they used to",
  },
  {
    id: "ff-08",
    tier: 5,
    kind: "ordinary",
    text: "I am 81 and have lived on Pennyroyal Lane for over forty years, so forgive me for going on a bit. In January my husband fell in the bathroom. He was not badly hurt but he could not get up and neither could I lift him, so I rang 911. The ambulance came, very kind young men, but it took nearly an hour because they said they were busy with real emergencies, which I understand. Then they took him to the hospital because that is the rule, and we sat in the corridor until 3 in the morning for nothing. My neighbour says this happens all the time on our street, there are a lot of us old ones. What I would like to suggest is a lift-assist team, one vehicle with two people and a lifting cushion, working from the Northgate station in the daytime and evenings, who can come out for falls where nobody is hurt and check us over at home. It would keep the ambulances free for heart attacks and car crashes, and it would save people like us a night in the hospital that we did not need.",
  },
  {
    id: "ff-09",
    tier: 4,
    kind: "ordinary",
    text: "Fireworks enforcement for next 4th of July:\n- a hotline number that actually gets answered that night\n- two extra patrol units just for Ridgeview and Southfield, which get the worst of it\n- posters in the corner shops on Ridgeview Road from mid June saying aerial fireworks are banned and what the fine is",
  },
];
