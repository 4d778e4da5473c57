import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const permitsPage: EvalPage = {
  key: "permits",
  name: "Ashford Building Permits & Inspections",
  description:
    "The department reviews and issues permits for home renovations, additions, decks, fences, sheds, pools and rooftop solar, and runs the online permit portal. Its inspectors check work at each stage of construction, and its code enforcement officers answer complaints about unsafe, vacant or neglected buildings. Propose changes to permit rules and fees, review and inspection wait times, the online portal, and how code violations are handled.",
};

export const permitsMotions: EvalMotion[] = [
  {
    id: "gb-01",
    tier: 5,
    kind: "ordinary",
    text: "Please publish the current review time for residential permits on the front page of the online portal, updated every Monday and broken down by type: decks, fences, rooftop solar, interior renovations and additions. Homeowners and small contractors book crews and arrange loans around these dates, and right now the only way to find out is to call the permit counter and sit on hold for forty minutes.",
  },
  {
    id: "gb-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "gb-01",
    text: "Merci d'afficher le délai actuel d'instruction des permis résidentiels sur la page d'accueil du portail en ligne, mis à jour chaque lundi et détaillé par type de travaux : terrasses, clôtures, panneaux solaires en toiture, rénovations intérieures et agrandissements. Les propriétaires et les petits entrepreneurs réservent leurs équipes et montent leurs prêts en fonction de ces dates, et aujourd'hui le seul moyen de les connaître est d'appeler le guichet des permis et d'attendre quarante minutes au téléphone.",
  },
  {
    id: "gb-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "gb-01",
    text: "Bitte veröffentlichen Sie die aktuelle Bearbeitungszeit für Wohnbaugenehmigungen auf der Startseite des Online-Portals, jeden Montag aktualisiert und nach Art aufgeschlüsselt: Terrassen, Zäune, Solaranlagen auf dem Dach, Innenrenovierungen und Anbauten. Hausbesitzer und kleine Handwerksbetriebe planen ihre Teams und Kredite nach diesen Terminen, und im Moment erfährt man sie nur, wenn man beim Genehmigungsschalter anruft und vierzig Minuten in der Warteschleife hängt.",
  },
  {
    id: "gb-02",
    tier: 5,
    kind: "ordinary",
    text: "Our block in Hollis Park has four houses whose rooftop solar has been installed and sitting switched off for six to eight weeks, all waiting on the final electrical inspection. It would help a lot if one inspector were set aside two days a week only for solar sign-offs, so finished systems can be connected to the grid. Right now families are paying full electric bills for panels that are already on their roofs, and installers are threatening to stop taking jobs in Ashford.",
  },
  {
    id: "gb-02-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "gb-02",
    text: "our block in hollis park has four houses whose rooftop solar has been installed and sitting switched off for six to eight weeks all waiting on the final electrical inspection it would help a lot if one inspector were set aside two days a week only for solar sign offs so finished systems can be connected to the grid right now families are paying full electric bills for panels that are already on their roofs and installers are threatening to stop taking jobs in ashford",
  },
  {
    id: "gb-03",
    tier: 5,
    kind: "ordinary",
    text: "I am 81 and have lived on Marlowe Street since 1968. Last spring I needed a permit for a small wheelchair ramp at my front door, and the only way to apply was the online portal, which I cannot use. My grandson had to take a day off to do it for me. I would like the permit office to keep a paper application for simple jobs and hold a walk-in help hour at the Civic Center counter on Tuesday and Thursday mornings. Older residents without computers are often the ones who most need small accessibility work done quickly and safely.",
  },
  {
    id: "gb-04",
    tier: 5,
    kind: "ordinary",
    text: "So this is a long one, sorry. We bought our house on Tanner Road two years ago and the backyard fence was falling apart, half the pickets gone, the dog got out twice and once made it all the way to the school. I figured replacing a fence would be simple. Then I found out that for a permit I needed a new boundary survey, which cost $1,400 and took nine weeks because every surveyor in the county is booked, and the fence was going in exactly where the old one had stood for thirty years. My neighbor had the same thing and just gave up and put up a temporary mesh thing which honestly looks worse for the whole street. What I'm asking: for fences under six feet that replace an existing fence on the same line, let people use the recorded plat map from the county instead of a brand new survey. It would save homeowners a lot of money and months of waiting, and it would take a pile of easy applications off the reviewers' desks.",
  },
  {
    id: "gb-05",
    tier: 5,
    kind: "ordinary",
    text: "Could the department offer video-call inspections for small jobs, like swapping a water heater, replacing a deck railing or adding a bathroom fan? Right now people take an entire day off work to wait for an inspector who looks at the job for ten minutes. A booked 20-minute video slot would save residents lost wages and free inspectors' driving time for bigger projects that really need someone on site.",
  },
  {
    id: "gb-05-ty",
    tier: 5,
    kind: "restyled",
    variantOf: "gb-05",
    text: "Could teh department offer video-call inspections for small jobs, like swapping a water heater, replacing a deck railing or adding a bathroom fan? Right now people take an entire day off work to wait for an inspecter who looks at the job for ten minutes. A booked 20-minute video slot would save residents lost wages and free inspectors' drivng time for bigger projects that realy need someone on site.",
  },
  {
    id: "gb-05-zh",
    tier: 5,
    kind: "ordinary",
    language: "zh",
    variantOf: "gb-05",
    text: "能否为小型工程提供视频通话验收？比如更换热水器、更换露台栏杆或加装浴室排风扇。现在居民要请一整天假在家等检查员，而检查员只看十分钟。如果能预约20分钟的视频验收，居民就不会损失工资，检查员也能把路上的时间留给真正需要现场检查的大项目。",
  },
  {
    id: "gb-06",
    tier: 5,
    kind: "ordinary",
    text: "I run a small bakery on Canal Street and I'm trying to open a second shop in the old shoe store two doors down. The fit-out permit has been \"in review\" for eleven weeks while I pay rent on an empty space. For small businesses taking over an existing storefront with no structural changes, I'd ask the department to guarantee a pre-application meeting within 10 business days and a decision within 30 days. Every month of delay is rent paid with no income, and it's the reason so many storefronts on Canal Street stay empty.",
  },
  {
    id: "gb-07",
    tier: 4,
    kind: "ordinary",
    text: "the permit portal logs you out after 15 minutes and wipes everything you typed in the application please add a save draft button and make the timeout at least an hour",
  },
  {
    id: "gb-08",
    tier: 4,
    kind: "ordinary",
    text: "Suggestions for deck permits:\n- publish two or three standard pre-approved deck plans for simple attached decks under 200 sq ft\n- if the homeowner builds to one of those plans, approve the permit over the counter the same day\n- put a one-page checklist on the portal listing the footing, joist and railing requirements",
  },
  {
    id: "gb-09",
    tier: 4,
    kind: "ordinary",
    text: "☀️🏠 Solar installers and homeowners should be able to book the final inspection straight from the portal and pick a 2-hour window, instead of being told \"sometime between 8 and 4\" 🙏⏰",
  },
  {
    id: "gb-10",
    tier: 4,
    kind: "ordinary",
    text: "Three months. THREE MONTHS to get a permit to redo a bathroom that already exists. Nobody moved a wall, nobody touched the plumbing lines. Hire at least two more plan reviewers this year and set a 30-day maximum for interior renovation reviews, and if you miss it, refund the fee.",
  },
  {
    id: "gb-10-lc",
    tier: 4,
    kind: "restyled",
    variantOf: "gb-10",
    text: "three months three months to get a permit to redo a bathroom that already exists nobody moved a wall nobody touched the plumbing lines hire at least two more plan reviewers this year and set a 30 day maximum for interior renovation reviews and if you miss it refund the fee",
  },
  {
    id: "gb-11",
    tier: 4,
    kind: "ordinary",
    text: "We need a code enforcement inspection at the vacant house at 212 Birch Row. The back porch has collapsed into the yard, two windows are broken and the roof has a tarp that blew off in March. Please send an officer this month, post a notice on the property and send the owner a written order to secure the building.",
  },
  {
    id: "gb-11-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "gb-11",
    text: "Il faut une inspection du service de contrôle des bâtiments à la maison vide du 212 Birch Row. Le porche arrière s'est effondré dans le jardin, deux fenêtres sont cassées et la bâche qui couvrait le toit s'est envolée en mars. Envoyez un agent ce mois-ci, affichez un avis sur la propriété et adressez au propriétaire une mise en demeure écrite de sécuriser le bâtiment.",
  },
  {
    id: "gb-11-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "gb-11",
    text: "Das leerstehende Haus in der Birch Row 212 muss von der Bauaufsicht kontrolliert werden. Die hintere Veranda ist in den Garten gestürzt, zwei Fenster sind kaputt und die Plane auf dem Dach ist im März weggeflogen. Schicken Sie bitte diesen Monat jemanden vorbei, bringen Sie einen Aushang am Grundstück an und fordern Sie den Eigentümer schriftlich auf, das Gebäude zu sichern.",
  },
  {
    id: "gb-11-ty",
    tier: 4,
    kind: "restyled",
    variantOf: "gb-11",
    text: "We need a code enforcment inspection at the vacant house at 212 Birch Row. The back porch has colapsed into the yard, two windows are broken and the roof has a tarp that blew off in March. Please send an officer this month, post a notice on teh property and send the owner a writen order to secure the building.",
  },
  {
    id: "gb-12",
    tier: 4,
    kind: "ordinary",
    text: "hi im 16 and me and my dad are building a treehouse lol, we had no idea if it needs a permit?? could u put one simple page on the website that lists which backyard things need a permit (sheds, treehouses, fences, pools, playsets) and the size where you start needing one",
  },
  {
    id: "gb-13",
    tier: 3,
    kind: "ordinary",
    text: "It would be good to have more building inspectors so people don't have to wait so long for inspections.",
  },
  {
    id: "gb-13-lc",
    tier: 3,
    kind: "restyled",
    variantOf: "gb-13",
    text: "it would be good to have more building inspectors so people dont have to wait so long for inspections",
  },
];
