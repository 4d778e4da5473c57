import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const youthPage: EvalPage = {
  key: "youth",
  name: "Ashford Youth and Family Services",
  description:
    "The department runs Ashford's five youth centers, after-school and summer programs for 6,000 children, the Summer Jobs for Teens scheme, childcare subsidies, parenting classes and family support caseworkers, and it places children in foster care. It also funds the teen crisis line. Propose changes to youth center hours and activities, after-school and summer programs, teen jobs, childcare help, and support for parents and foster families.",
};

export const youthMotions: EvalMotion[] = [
  {
    id: "fy-01",
    tier: 5,
    kind: "ordinary",
    text: "Keep the Riverside and Eastgate youth centers open until 10 pm on Fridays and Saturdays from June through August, with two extra staff on each late shift and a basketball or open-mic night. Right now both close at 7, which is exactly when teenagers have nowhere to go, and the police report for last summer showed most weekend calls involving under-18s came between 8 and 11 pm near those two neighborhoods.",
  },
  {
    id: "fy-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fy-01",
    text: "Lassen Sie die Jugendzentren in Riverside und Eastgate von Juni bis August freitags und samstags bis 22 Uhr geöffnet, mit zwei zusätzlichen Betreuern pro Spätschicht und einem Basketball- oder Open-Mic-Abend. Im Moment schließen beide um 19 Uhr, also genau dann, wenn die Jugendlichen nirgendwo hinkönnen, und laut Polizeibericht vom letzten Sommer gingen die meisten Wochenendeinsätze mit Minderjährigen zwischen 20 und 23 Uhr in genau diesen beiden Vierteln ein.",
  },
  {
    id: "fy-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "fy-01",
    text: "Mantenham os centros de juventude de Riverside e Eastgate abertos até às 22h às sextas e sábados, de junho a agosto, com dois funcionários a mais em cada turno da noite e uma noite de basquete ou de microfone aberto. Hoje os dois fecham às 19h, que é justamente a hora em que os adolescentes não têm para onde ir, e o relatório da polícia do verão passado mostrou que a maioria das ocorrências de fim de semana envolvendo menores aconteceu entre 20h e 23h perto desses dois bairros.",
  },
  {
    id: "fy-01-pl",
    tier: 5,
    kind: "non-english",
    language: "pl",
    variantOf: "fy-01",
    text: "Niech centra młodzieżowe w Riverside i Eastgate będą otwarte w piątki i soboty do 22:00 od czerwca do sierpnia, z dwiema dodatkowymi osobami z obsługi na każdej wieczornej zmianie i wieczorem koszykówki albo open mic. Teraz oba zamykają się o 19:00, czyli dokładnie wtedy, gdy nastolatki nie mają dokąd pójść, a z raportu policji z zeszłego lata wynika, że większość weekendowych interwencji z udziałem nieletnich miała miejsce między 20:00 a 23:00 właśnie w tych dwóch dzielnicach.",
  },
  {
    id: "fy-02",
    tier: 4,
    kind: "ordinary",
    text: "Open the childcare subsidy application online and in Spanish and Vietnamese by September, and let parents upload pay stubs from a phone instead of bringing paper copies to the office on Hale Street during working hours.",
  },
  {
    id: "fy-02-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "fy-02",
    text: "Stellen Sie den Antrag auf Kinderbetreuungszuschuss bis September online und auch auf Spanisch und Vietnamesisch bereit, und lassen Sie Eltern ihre Lohnabrechnungen per Handy hochladen, statt Papierkopien während der Arbeitszeit ins Büro in der Hale Street bringen zu müssen.",
  },
  {
    id: "fy-02-pt",
    tier: 4,
    kind: "non-english",
    language: "pt",
    variantOf: "fy-02",
    text: "Coloquem o pedido de subsídio para creche online e em espanhol e vietnamita até setembro, e deixem os pais enviarem os holerites pelo celular em vez de terem que levar cópias em papel ao escritório da Hale Street em horário de trabalho.",
  },
  {
    id: "fy-02-pl",
    tier: 4,
    kind: "non-english",
    language: "pl",
    variantOf: "fy-02",
    text: "Udostępnijcie wniosek o dopłatę do opieki nad dziećmi online, także po hiszpańsku i wietnamsku, do września, i pozwólcie rodzicom przesyłać odcinki wypłat z telefonu, zamiast przynosić papierowe kopie do biura na Hale Street w godzinach pracy.",
  },
  {
    id: "fy-03",
    tier: 3,
    kind: "ordinary",
    text: "We need more parenting classes in the evenings, because most of us work during the day.",
  },
  {
    id: "fy-04",
    tier: 2,
    kind: "ordinary",
    text: "Kids in this city deserve better. Please do more for young people and families.",
  },
  {
    id: "fy-04-bp1",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fy-04",
    text: "Kids in this city deserve better. Please do more for young people and families. A pilot phase will begin early next fiscal year with a modest, clearly bounded budget. Progress will be reviewed at regular intervals and success will be measured against agreed metrics, with a final report delivered before the end of the year.",
  },
  {
    id: "fy-04-bp2",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fy-04",
    text: "Kids in this city deserve better. Please do more for young people and families.\n\nFact sheet:\n- 64% of families say they want more support\n- 3 in 5 young people report feeling overlooked\n- Programs like this return up to $7 for every $1 spent\n- Youth satisfaction rose 41% in comparable cities\n- 88% of residents agree families matter",
  },
  {
    id: "fy-04-bp3",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fy-04",
    text: "Kids in this city deserve better. Please do more for young people and families. This proposal has been shaped with input from everyone who has a stake in the outcome, from parents and caregivers to community partners and frontline staff. It can realistically be delivered within existing structures, and it will keep paying off for Ashford for many years to come, strengthening the whole community well into the next generation.",
  },
  {
    id: "fy-04-bp4",
    tier: 2,
    kind: "boilerplate",
    variantOf: "fy-04",
    text: "## Problem\nKids in this city deserve better.\n\n## Proposal\nPlease do more for young people and families.\n\n## Impact\nYoung people and families across Ashford will be better off.\n\n## Cost\nTo be determined within the existing budget.",
  },
  {
    id: "fy-04-st1",
    tier: 2,
    kind: "stuffing",
    variantOf: "fy-04",
    text: "Kids in this city deserve better. Please do more for young people and families. Ashford Youth and Family Services, Ashford Youth and Family Services, Ashford Youth and Family Services.",
  },
  {
    id: "fy-04-st2",
    tier: 2,
    kind: "stuffing",
    variantOf: "fy-04",
    text: "Kids in this city deserve better. Please do more for young people and families. 👨‍👩‍👧‍👦🧒🏀🎨📚✅✅✅💯🙏",
  },
  {
    id: "fy-05",
    tier: 4,
    kind: "ordinary",
    text: "Could the Summer Jobs for Teens scheme add 150 more places this year and open sign-ups in March instead of May? By May most of the good placements are already gone.",
  },
  {
    id: "fy-05-tl",
    tier: 4,
    kind: "ordinary",
    language: "tl",
    variantOf: "fy-05",
    text: "Puwede po bang dagdagan ng 150 na puwesto ang Summer Jobs for Teens ngayong taon at buksan ang pagpaparehistro sa Marso sa halip na Mayo? Pagdating ng Mayo, halos ubos na ang magagandang trabaho.",
  },
  {
    id: "fy-06",
    tier: 5,
    kind: "ordinary",
    text: "It would help foster families a lot if the department paid the monthly foster care allowance on the 1st of the month instead of 'within 30 days of the placement review'. We have fostered for six years and the payment has arrived anywhere from the 3rd to the 28th, so we float school shoes, formula and bus passes on a credit card. A fixed date, plus a text message when it is sent, would keep more families in the program, and the agency keeps saying it is short of foster homes.",
  },
  {
    id: "fy-07",
    tier: 4,
    kind: "ordinary",
    text: "our block on Carver Ave has zero after school anything. a homework club at the Carver library branch mon to thu 3 to 5 would be enough honestly",
  },
  {
    id: "fy-08",
    tier: 3,
    kind: "ordinary",
    text: "I'd love to see art and music classes come back to the youth centers.",
  },
  {
    id: "fy-09",
    tier: 5,
    kind: "ordinary",
    text: "I am 71 and for the last three years I have been raising my two grandsons, since their mother got sick, and I want to say first that our caseworker Teresa was wonderful and I have no complaint about her. But I will be honest, there is nothing out there for people like me. The parenting classes are full of young couples with babies and they meet at 7 in the evening when I cannot drive in the dark anymore, and nobody there knows anything about dealing with the school when you are not the legal parent, or the benefits forms, or how you explain to a nine-year-old why his mother is not coming home. I know four other grandmothers in the same boat. What I am asking is a grandparents' and kinship carers' group, once a month, in the daytime, say a Tuesday at 10 am at the Northside Family Center, with someone minding the little ones in the next room and a caseworker there who can help with the paperwork. It would not cost much and it would keep a lot of us from giving up.",
  },
  {
    id: "fy-10",
    tier: 3,
    kind: "ordinary",
    text: "more free summer camp spots pls 🙏☀️ my kids got waitlisted AGAIN 😩",
  },
];
