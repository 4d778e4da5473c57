import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const policePage: EvalPage = {
  key: "police",
  name: "Police Accountability Board",
  description:
    "The Police Accountability Board is Ashford's civilian oversight body. Its nine resident members and a small investigative staff review complaints against officers, audit body-camera footage and use-of-force reports, and publish quarterly data on traffic and pedestrian stops. The board holds monthly public hearings and recommends discipline and policy changes to the police chief and City Council. Propose changes to complaint intake, hearings, body-camera rules, use-of-force review and stop data.",
};

export const policeMotions: EvalMotion[] = [
  {
    id: "gp-01",
    tier: 5,
    kind: "ordinary",
    text: "Let people file complaints against officers online and in Spanish, Arabic and Vietnamese, not only on the paper form at the Central Station front desk. Right now you have to walk into the same station where the officer works to complain, and a lot of my neighbours in the East Flats simply won't do it, so the problems never reach the board at all.",
  },
  {
    id: "gp-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "gp-01",
    text: "Permitan presentar quejas contra agentes por internet y en español, árabe y vietnamita, no solo con el formulario en papel del mostrador de la Comisaría Central. Ahora mismo hay que ir a la misma comisaría donde trabaja el agente para quejarse, y muchos de mis vecinos de East Flats simplemente no lo hacen, así que los problemas nunca llegan a la junta.",
  },
  {
    id: "gp-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "gp-01",
    text: "Ermöglichen Sie, Beschwerden gegen Polizeibeamte online und auf Spanisch, Arabisch und Vietnamesisch einzureichen, nicht nur mit dem Papierformular am Empfang der Hauptwache. Im Moment muss man sich ausgerechnet auf der Wache beschweren, auf der der Beamte arbeitet, und viele meiner Nachbarn in den East Flats tun das einfach nicht. So kommen die Probleme nie beim Ausschuss an.",
  },
  {
    id: "gp-02",
    tier: 5,
    kind: "ordinary",
    text: "It would help a lot if body-camera footage of any use-of-force incident were shown to the person involved, or to their family, within 30 days, with bystanders' faces blurred. Today families wait more than a year and only get to see it through a lawyer. That delay makes people assume the worst and eats away at trust, even in the cases where the officer did nothing wrong.",
  },
  {
    id: "gp-02-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "gp-02",
    text: "Ayudaría mucho que el video de las cámaras corporales de cualquier incidente con uso de la fuerza se mostrara a la persona afectada, o a su familia, en un plazo de 30 días, con las caras de los transeúntes difuminadas. Hoy las familias esperan más de un año y solo pueden verlo a través de un abogado. Esa demora hace que la gente piense lo peor y va minando la confianza, incluso cuando el agente no hizo nada malo.",
  },
  {
    id: "gp-02-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "gp-02",
    text: "Es würde sehr helfen, wenn die Bodycam-Aufnahmen von jedem Einsatz mit Gewaltanwendung der betroffenen Person oder ihrer Familie innerhalb von 30 Tagen gezeigt würden, mit unkenntlich gemachten Gesichtern von Unbeteiligten. Heute warten Familien über ein Jahr und bekommen die Aufnahmen nur über einen Anwalt zu sehen. Diese Verzögerung lässt die Leute das Schlimmste annehmen und untergräbt das Vertrauen, selbst wenn der Beamte nichts falsch gemacht hat.",
  },
  {
    id: "gp-03",
    tier: 4,
    kind: "ordinary",
    text: "the monthly hearings are at 10am on tuesdays in city hall room 4 nobody with a job can come move them to 6:30pm and hold every other one at the eastgate library",
  },
  {
    id: "gp-04",
    tier: 4,
    kind: "ordinary",
    text: "Could the board publish its stop data broken down by neighbourhood and by hour of the day, as a downloadable spreadsheet each quarter, instead of the single citywide PDF summary it puts out now?",
  },
  {
    id: "gp-05",
    tier: 3,
    kind: "ordinary",
    text: "We need the board to review more of the use-of-force cases itself.",
  },
  {
    id: "gp-06",
    tier: 2,
    kind: "ordinary",
    text: "Police accountability in this city has to get better and fairer for everyone.",
  },
  {
    id: "gp-06-a",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gp-06",
    text: "Police accountability in this city has to get better and fairer for everyone. A pilot programme will begin next quarter with a modest, clearly defined budget. Progress will be tracked against agreed targets, and success will be measured by clear, transparent metrics reported at regular intervals. A full review will follow at the end of the first year, with adjustments made as needed.",
  },
  {
    id: "gp-06-b",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gp-06",
    text: "Police accountability in this city has to get better and fairer for everyone.\n\nFACT SHEET\n- 73% of residents say oversight matters to them\n- 4 in 10 complaints raise some kind of concern\n- Public trust has shifted 18.6 points since 2019\n- 2.3x more residents now follow oversight news\n- 91% agree that fairness is important",
  },
  {
    id: "gp-06-c",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gp-06",
    text: "Police accountability in this city has to get better and fairer for everyone. This proposal has been shaped with every group of stakeholders in mind, from residents to officers to community partners. It can realistically be delivered within the structures we already have, and it will bring lasting benefits for years to come. By working together across all parties we can build a stronger, more resilient partnership that serves the whole community well into the future.",
  },
  {
    id: "gp-06-d",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gp-06",
    text: "## Problem\nPolice accountability in this city is not where it should be.\n\n## Proposal\nMake accountability better and fairer for everyone.\n\n## Impact\nResidents and officers alike will benefit from a fairer system.\n\n## Cost\nTo be determined, within reasonable limits.",
  },
  {
    id: "gp-06-e",
    tier: 2,
    kind: "stuffing",
    variantOf: "gp-06",
    text: "Police accountability in this city has to get better and fairer for everyone. Police Accountability Board. Police Accountability Board. Police Accountability Board.",
  },
  {
    id: "gp-06-f",
    tier: 2,
    kind: "stuffing",
    variantOf: "gp-06",
    text: "Police accountability in this city has to get better and fairer for everyone 👮⚖️📹✅✅✅🙏🙏📊✊✊✊💯",
  },
  {
    id: "gp-07",
    tier: 1,
    kind: "spam",
    text: "Got a ticket or a police record holding you back?? CLEAN SLATE LEGAL clears records FAST, 100% guaranteed!!! Call 555-0148 or visit cleanslate-fast.biz today for a FREE consult 💸",
  },
  {
    id: "gp-08",
    tier: 2,
    kind: "off-topic",
    text: "Please fix the streetlights on Harrow Road between 5th and 9th. Half of them have been out since October and it is pitch dark walking home from the bus stop.",
  },
  {
    id: "gp-09",
    tier: 5,
    kind: "ordinary",
    text: "I run the corner store on Pell Street, and three of my customers have told me they were stopped walking home and never given anything in writing. Officers should hand every person they stop a small card with their badge number, the reason for the stop and the board's complaint phone number. Without it people can't even prove the stop happened, and the board's stop data undercounts what is really going on in our part of town.",
  },
  {
    id: "gp-10",
    tier: 4,
    kind: "ordinary",
    text: "📹 body cams keep getting switched off during arrests. Make it an automatic board review any time a camera is off for more than 2 minutes during a call, and list those cases in the quarterly report 📊",
  },
  {
    id: "gp-11",
    tier: 5,
    kind: "ordinary",
    text: "Dear Board members, I am 81 and attended the March hearing. The sign-up sheet for public comment was taken away the moment the meeting began, and by the time I had managed the City Hall stairs it was gone. I would ask that residents be allowed to sign up to speak by telephone or online until noon on the day of each hearing, and that a few speaking places be held back for those who arrive late. Otherwise older residents and people with disabilities are shut out of the one meeting where they can be heard.",
  },
  {
    id: "gp-12",
    tier: 5,
    kind: "ordinary",
    text: "ok so this is going to be long, sorry. My son is 17 and he got stopped three times last summer on the walk between Riverside Park and our apartment on Dell Ave, each time for \"matching a description\". The first time I didn't think much of it. The second time he came home shaking. The third time I called the station and nobody could tell me whether the stops were even written down anywhere. I went to one of your hearings in the fall and heard other parents say the same thing, which honestly was a relief and also made me furious. Anyway what I'm asking for is this: when the same person gets stopped three or more times in a year, the board should get an automatic flag and look at whether those stops had a real reason, and the family should get a letter saying the review happened. That's it. Kids around here are learning to be scared of the police before they are old enough to drive, and that is not going to make anybody safer.",
  },
  {
    id: "gp-13",
    tier: 5,
    kind: "ordinary",
    text: "Use-of-force reports:\n- publish a short summary of every use-of-force report within 10 days, names removed\n- include the type of force, whether anyone was hurt, and whether the body camera was recording\n- keep them in a searchable list on the board's website\nWhy: right now we only hear about incidents when a video goes viral, and the board's annual report comes out 14 months late, so nobody can spot a pattern while there is still time to fix it.",
  },
];
