import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const seniorsPage: EvalPage = {
  key: "seniors",
  name: "Ashford Office of Aging and Disability Services",
  description:
    "The office serves about 68,000 residents over 60 and residents with disabilities. It runs five senior centers, delivers 2,400 home meals a day, schedules the AccessRide door-to-door van service, funds home modification grants and caregiver respite, offers free benefits counseling, and houses the city's disability access coordinator. Propose changes to senior centers, meals, AccessRide, in-home support, caregiver help and accessibility of city services.",
};

export const seniorsMotions: EvalMotion[] = [
  {
    id: "fo-01",
    tier: 5,
    kind: "ordinary",
    text: "Home-delivered meals stop on Friday afternoon, so about 1,100 homebound clients get a frozen tray for the weekend and nothing fresh until Monday. Add a Saturday delivery on the Eastgate and Riverside routes first, where the waiting list is longest, using the volunteer drivers who have already asked for weekend shifts. Many of these clients are diabetic or just home from the hospital and should not go two days on reheated food.",
  },
  {
    id: "fo-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "fo-01",
    text: "Las comidas a domicilio se acaban el viernes por la tarde, así que unos 1.100 clientes que no pueden salir de casa reciben una bandeja congelada para el fin de semana y nada fresco hasta el lunes. Agreguen un reparto los sábados, primero en las rutas de Eastgate y Riverside, donde la lista de espera es más larga, con los conductores voluntarios que ya pidieron turnos de fin de semana. Muchos de estos clientes son diabéticos o acaban de salir del hospital y no deberían pasar dos días comiendo comida recalentada.",
  },
  {
    id: "fo-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "fo-01",
    text: "As refeições entregues em casa param na sexta à tarde, então cerca de 1.100 clientes que não saem de casa recebem uma bandeja congelada para o fim de semana e nada fresco até segunda. Incluam uma entrega aos sábados, começando pelas rotas de Eastgate e Riverside, onde a lista de espera é maior, com os motoristas voluntários que já pediram turnos no fim de semana. Muitos desses clientes são diabéticos ou acabaram de sair do hospital e não deveriam passar dois dias comendo comida requentada.",
  },
  {
    id: "fo-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fo-01",
    text: "Das Essen auf Rädern endet am Freitagnachmittag, also bekommen rund 1.100 Kundinnen und Kunden, die ihre Wohnung nicht verlassen können, eine tiefgekühlte Schale fürs Wochenende und bis Montag nichts Frisches. Führen Sie eine Samstagslieferung ein, zuerst auf den Touren Eastgate und Riverside, wo die Warteliste am längsten ist, mit den ehrenamtlichen Fahrern, die schon nach Wochenendschichten gefragt haben. Viele dieser Menschen sind Diabetiker oder gerade aus dem Krankenhaus entlassen und sollten nicht zwei Tage lang aufgewärmtes Essen essen.",
  },
  {
    id: "fo-02",
    tier: 4,
    kind: "ordinary",
    text: "I'd love to see the Millbrook Senior Center stay open until 7 pm on Tuesdays and Thursdays, with the computer room and the exercise class running in those evening hours.",
  },
  {
    id: "fo-03",
    tier: 5,
    kind: "ordinary",
    text: "Could the office station a Korean-speaking benefits counselor at the Northside Senior Center two days a week? More than 300 Korean elders live in the Linden Court and Harbor View apartments, and many miss Medicare and property tax relief deadlines because the forms and the help line are only in English.",
  },
  {
    id: "fo-03-ko",
    tier: 5,
    kind: "ordinary",
    language: "ko",
    variantOf: "fo-03",
    text: "노스사이드 시니어 센터에 일주일에 이틀이라도 한국어를 하는 복지 혜택 상담사를 배치해 주실 수 있을까요? 린든 코트와 하버 뷰 아파트에 사시는 한인 어르신이 300명이 넘는데, 서류와 상담 전화가 영어로만 되어 있어서 메디케어 신청이나 재산세 감면 마감일을 놓치시는 분들이 많습니다.",
  },
  {
    id: "fo-04",
    tier: 3,
    kind: "ordinary",
    text: "There should be more evening and weekend activities at the senior centers.",
  },
  {
    id: "fo-05",
    tier: 2,
    kind: "ordinary",
    text: "Please make life better for older people in Ashford.",
  },
  {
    id: "fo-06",
    tier: 4,
    kind: "ordinary",
    text: "accessride should let you book a ride the same day for doctor appointments instead of making you call 48 hours ahead and there should be a separate phone line just for same day medical trips",
  },
  {
    id: "fo-02-es",
    tier: 4,
    kind: "non-english",
    language: "es",
    variantOf: "fo-02",
    text: "Me encantaría que el centro de mayores de Millbrook abriera hasta las 7 de la tarde los martes y jueves, con la sala de computadoras y la clase de ejercicio funcionando en ese horario de la tarde.",
  },
  {
    id: "fo-02-pt",
    tier: 4,
    kind: "non-english",
    language: "pt",
    variantOf: "fo-02",
    text: "Eu adoraria que o centro de idosos de Millbrook ficasse aberto até as 19h nas terças e quintas, com a sala de computadores e a aula de ginástica funcionando nesse horário da noite.",
  },
  {
    id: "fo-02-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "fo-02",
    text: "Ich fände es schön, wenn das Seniorenzentrum Millbrook dienstags und donnerstags bis 19 Uhr geöffnet hätte, mit Computerraum und Gymnastikkurs auch in diesen Abendstunden.",
  },
  {
    id: "fo-07",
    tier: 3,
    kind: "ordinary",
    text: "pls put more wheelchair ramps and automatic doors at teh senior centers, some of them are really hard to get into",
  },
  {
    id: "fo-08",
    tier: 5,
    kind: "ordinary",
    text: "I am 84 and have used AccessRide since my hip surgery, and I want to say first that the drivers are lovely people, especially the young man named Curtis who always helps with my walker. But the way the pickups are scheduled is wearing me out. They give you a window of one whole hour, so for a 10 o'clock eye appointment I am sitting in my coat by the front door from 8:30, and last month the van came at 9:25, I was late anyway and the clinic made me rebook for six weeks later. My neighbor Dolores has the same trouble with her dialysis and she cannot afford to miss those at all. What I am asking is this: narrow the pickup window to 20 minutes, and have the driver or the dispatcher phone us when the van is about 10 minutes away. Most of us riders are frail and cannot stand waiting outside in the cold or the heat, and a missed medical appointment sets us back for weeks.",
  },
  {
    id: "fo-09",
    tier: 4,
    kind: "ordinary",
    text: "Caregiver respite requests:\n- raise the respite voucher from 8 to 16 hours a month\n- add a Saturday adult day program at the Elm Street Senior Center\n- post the respite waiting list and current wait time on the office website, updated monthly",
  },
  {
    id: "fo-10",
    tier: 2,
    kind: "ordinary",
    text: "I have called your office four times this month about my mother and not once has anybody called me back. Four times. This is what we pay taxes for apparently.",
  },
  {
    id: "fo-11",
    tier: 3,
    kind: "ordinary",
    text: "We need hearing loops installed in the senior center meeting rooms 🦻🙏 half of us can't follow the talks",
  },
  {
    id: "fo-12",
    tier: 4,
    kind: "ordinary",
    text: "Absolutely ridiculous that the elevator at the Harbor Street Senior Center has been broken for three weeks. Get it repaired by the end of this month, and until then move the chair yoga and the lunch program down to the ground floor room.",
  },
  {
    id: "fo-13",
    tier: 5,
    kind: "ordinary",
    text: "im 16 and i visit my grandma at the Oakview senior center a lot. idea: a teen tech helpers program where high schoolers come to the five centers on saturday mornings and help seniors with phones, email and the telehealth app. it could count for our school service hours. my grandma missed two video appointments with her cardiologist bc she couldnt get the app to work and nobody there knew how to help her",
  },
  {
    id: "fo-14",
    tier: 3,
    kind: "ordinary",
    text: "I run a small bakery on Canal Street and would like to do right by my customers in wheelchairs. It would help if the office gave shop owners some simple guidance on making their stores accessible.",
  },
  {
    id: "fo-15",
    tier: 2,
    kind: "ordinary",
    text: "Disabled people in this city deserve so much better than what we get.",
  },
  {
    id: "fo-16",
    tier: 4,
    kind: "ordinary",
    text: "Why not let people renew the disability parking and reduced-fare ID card by mail or online every two years, instead of making everyone show up in person at the Civic Center office on Grant Avenue?",
  },
];
