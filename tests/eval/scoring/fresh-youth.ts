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
];
