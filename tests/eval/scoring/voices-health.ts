import type { EvalMotion, EvalPage } from "./labelled-set";

// Held-out voices (labelled-set.ts, "Voices"): a county health department, with a second motion in every
// language the rubric reads and in two it does not.

export const healthPage: EvalPage = {
  key: "health",
  name: "Harlan County Health Department",
  description:
    "The county health department runs four clinics, free vaccinations, restaurant inspections, mosquito control and the WIC nutrition program for mothers and young children. Its board of health sets clinic hours and public health programs. Propose changes to clinics, vaccines, inspections, health information and programs for families.",
};

export const healthMotions: EvalMotion[] = [
  {
    id: "health-01",
    tier: 5,
    kind: "ordinary",
    text: "Open the Eastgate clinic until 7 p.m. on Tuesdays and Thursdays for vaccinations. Right now it closes at 4:30, so parents who work shifts have to take an unpaid afternoon off for every childhood shot, and many children in Eastgate fall behind on their vaccines.",
  },
  {
    id: "health-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "health-01",
    text: "Abran la clínica de Eastgate hasta las 7 de la tarde los martes y jueves para vacunaciones. Ahora cierra a las 4:30, así que los padres que trabajan por turnos tienen que tomarse una tarde sin sueldo para cada vacuna infantil, y muchos niños de Eastgate se quedan atrasados con sus vacunas.",
  },
  {
    id: "health-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "health-01",
    text: "Ouvrez la clinique d'Eastgate jusqu'à 19 heures le mardi et le jeudi pour les vaccinations. Elle ferme aujourd'hui à 16 h 30, si bien que les parents qui travaillent en horaires décalés doivent prendre un après-midi sans solde pour chaque vaccin de leur enfant, et beaucoup d'enfants d'Eastgate prennent du retard dans leurs vaccins.",
  },
  {
    id: "health-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "health-01",
    text: "Öffnen Sie die Klinik in Eastgate dienstags und donnerstags bis 19 Uhr für Impfungen. Derzeit schließt sie um 16:30 Uhr, sodass Eltern im Schichtdienst für jede Kinderimpfung einen unbezahlten Nachmittag nehmen müssen, und viele Kinder in Eastgate geraten mit ihren Impfungen in Verzug.",
  },
  {
    id: "health-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "health-01",
    text: "Abram a clínica de Eastgate até as 19 horas às terças e quintas-feiras para vacinação. Hoje ela fecha às 16h30, então os pais que trabalham em turnos precisam tirar uma tarde sem salário para cada vacina infantil, e muitas crianças de Eastgate ficam com as vacinas atrasadas.",
  },
  {
    id: "health-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "health-01",
    text: "Aprite la clinica di Eastgate fino alle 19 il martedì e il giovedì per le vaccinazioni. Ora chiude alle 16:30, quindi i genitori che lavorano a turni devono prendere un pomeriggio non pagato per ogni vaccino dei figli, e molti bambini di Eastgate restano indietro con le vaccinazioni.",
  },
  {
    id: "health-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "health-01",
    text: "Proszę otworzyć przychodnię w Eastgate we wtorki i czwartki do 19:00 dla szczepień. Teraz zamyka się o 16:30, więc rodzice pracujący na zmiany muszą brać bezpłatne popołudnie na każde szczepienie dziecka, a wiele dzieci z Eastgate ma zaległości w szczepieniach.",
  },
  {
    id: "health-01-tr",
    tier: 5,
    kind: "non-english",
    language: "tr",
    variantOf: "health-01",
    text: "Eastgate kliniğini salı ve perşembe günleri aşılar için akşam 7'ye kadar açık tutun. Şu anda 4.30'da kapanıyor, bu yüzden vardiyalı çalışan ebeveynler her çocuk aşısı için ücretsiz izin almak zorunda kalıyor ve Eastgate'teki birçok çocuğun aşıları gecikiyor.",
  },
  {
    id: "health-02",
    tier: 4,
    kind: "ordinary",
    text: "Post each restaurant's latest inspection grade on a sign in its front window, as the county's website already lists them and nobody looks there.",
  },
  {
    id: "health-03",
    tier: 3,
    kind: "ordinary",
    text: "the mosquitos near the river are insane this year, can you spray more often",
  },
  {
    id: "health-04",
    tier: 2,
    kind: "ordinary",
    text: "Health is important and the county should care more about people's health.",
  },
  {
    id: "health-05",
    tier: 1,
    kind: "junk",
    text: "Sure, because the health department has been SO helpful so far. Can't wait for the next brochure. 🙄",
  },
  {
    id: "health-06",
    tier: 5,
    kind: "ordinary",
    text: "Add a WIC enrollment desk at the Northside library branch on Saturdays from 10 to 2. Mothers there now take two buses to the downtown office on a weekday, and the department's own report says a third of eligible families in Northside are not enrolled.",
  },
  {
    id: "health-07",
    tier: 4,
    kind: "ordinary",
    text: "Text parents a reminder a week before each of their child's scheduled vaccines, in the language they chose at the clinic",
  },
  {
    id: "health-08",
    tier: 1,
    kind: "spam",
    text: "Lose 20 pounds in 10 days with our miracle tea!! Order at slimfast-miracle.shop today and get 2 boxes for $29.99, limited offer!",
  },
  {
    id: "health-09",
    tier: 3,
    kind: "ordinary",
    text: "Please have more flu shot days in the fall at the clinics, the lines were really long last year.",
  },
  {
    id: "health-10",
    tier: 2,
    kind: "off-topic",
    text: "The number 14 bus should run every 10 minutes at rush hour instead of every 20.",
  },
  {
    id: "health-11",
    tier: 4,
    kind: "ordinary",
    text: "Publish the clinics' wait times for a first appointment every month — the mental health clinic told me six weeks and I had no way to know if that is normal.",
  },
  {
    id: "health-12",
    tier: 1,
    kind: "gibberish",
    text: "clinic clinic vaccine health health the the department program program family family health",
  },
  {
    id: "health-13",
    tier: 3,
    kind: "ordinary",
    text: "Can the county act as a go-between so people without insurance can find a dentist that charges on a sliding scale?",
  },
  {
    id: "health-14",
    tier: 5,
    kind: "ordinary",
    text: "Put free naloxone kits in a box next to the defibrillator at all four clinics and in the county libraries, with a one-page picture guide in English and Spanish. Overdose deaths in the county rose to 61 last year, and most happened at home where nobody had naloxone.",
  },
  {
    id: "health-15",
    tier: 2,
    kind: "ordinary",
    text: "I am so tired of this. Nobody answers the phone. Do better.",
  },
];
