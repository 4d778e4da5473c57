import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const tenantsPage: EvalPage = {
  key: "tenants",
  name: "Eastside Tenants' Union",
  description:
    "The Eastside Tenants' Union is a volunteer residents' organisation for renters on Ashford's east side. We run free know-your-rights clinics, help tenants answer rent increases and eviction notices, organise building meetings and repair campaigns against landlords who ignore problems, and lobby the city council for stronger renter protections. Membership is free. Propose campaigns, clinics, building actions, outreach and the positions the union should take at City Hall.",
};

export const tenantsMotions: EvalMotion[] = [
  {
    id: "gt-01",
    tier: 5,
    kind: "ordinary",
    text: "Hold the know-your-rights clinic on one Saturday morning a month as well as Tuesday evenings, and have a Spanish-speaking volunteer there every time. A lot of us on the east side work evening shifts at the warehouse and the hospital, and the families on Pell Street who get eviction notices only in English are exactly the people who can't make it on a Tuesday at 6. The community room at the Eastside Library is free on Saturdays from 10 to 1.",
  },
  {
    id: "gt-01-es",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "gt-01",
    text: "Hagan la clínica de derechos de inquilinos también un sábado por la mañana al mes, además de los martes por la tarde, y que siempre haya un voluntario que hable español. Muchos en el lado este trabajamos turnos de tarde en el almacén y en el hospital, y las familias de Pell Street que reciben avisos de desalojo solo en inglés son justo las que no pueden ir un martes a las 6. La sala comunitaria de la Biblioteca Eastside está libre los sábados de 10 a 1.",
  },
  {
    id: "gt-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "gt-01",
    text: "Organisez la permanence « connaître ses droits » aussi un samedi matin par mois, en plus du mardi soir, et prévoyez à chaque fois un bénévole qui parle espagnol. Beaucoup d'entre nous dans l'est de la ville travaillons le soir à l'entrepôt ou à l'hôpital, et les familles de Pell Street qui reçoivent des avis d'expulsion uniquement en anglais sont justement celles qui ne peuvent pas venir le mardi à 18 h. La salle commune de la bibliothèque d'Eastside est libre le samedi de 10 h à 13 h.",
  },
  {
    id: "gt-02",
    tier: 4,
    kind: "ordinary",
    text: "Ideas for the spring newsletter:\n- a page on how to read a rent increase notice line by line\n- the clinic dates for April, May and June\n- phone numbers for the building captains on Halberd Street and at Millbrook Towers\n- print 500 copies, half in English and half in Spanish, and drop them off by March 20",
  },
  {
    id: "gt-03",
    tier: 5,
    kind: "ordinary",
    text: "We need a plain-language template letter for repair requests that tenants can fill in and send by certified mail, with a copy to the union. Right now people tell their landlord about mold or a broken lock by text or in the hallway, and when they call the city housing inspectors later there is no record the landlord was ever told, so the complaint goes nowhere. Put it on the website and hand out paper copies at every clinic, in English, Spanish and Arabic.",
  },
  {
    id: "gt-03-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "gt-03",
    text: "we need a plain language template letter for repair requests that tenants can fill in and send by certified mail with a copy to the union right now people tell their landlord about mold or a broken lock by text or in the hallway and when they call the city housing inspectors later there is no record the landlord was ever told so the complaint goes nowhere put it on the website and hand out paper copies at every clinic in english spanish and arabic",
  },
  {
    id: "gt-04",
    tier: 3,
    kind: "ordinary",
    text: "A rent increase help line, please.",
  },
  {
    id: "gt-05",
    tier: 2,
    kind: "ordinary",
    text: "The union should do more for tenants. Things keep getting worse for renters around here and somebody has to step up.",
  },
  {
    id: "gt-05-a",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gt-05",
    text: "The union should do more for tenants. Things keep getting worse for renters around here and somebody has to step up. A pilot phase will begin next quarter with a modest budget allocated from existing resources. Clear milestones will be set at the outset, progress will be reviewed at regular intervals, and success will be measured against well-defined metrics agreed in advance. The full rollout will follow once the pilot has been evaluated.",
  },
  {
    id: "gt-06",
    tier: 1,
    kind: "spam",
    text: "LANDLORD KEEPING YOUR DEPOSIT?? We buy deposit claims for 60% CASH TODAY!!! No court, no waiting, no questions. Call 555-0148 or visit www.depositcashnow.biz and get paid in 24 hours 💵💵",
  },
  {
    id: "gt-07",
    tier: 4,
    kind: "ordinary",
    text: "Please hold a building meeting for Dunmore Court in the courtyard on a Sunday afternoon in May, and slide a flyer under every door in all four buildings two weeks before.",
  },
  {
    id: "gt-07-es",
    tier: 4,
    kind: "non-english",
    language: "es",
    variantOf: "gt-07",
    text: "Por favor, organicen una reunión de edificio para Dunmore Court en el patio un domingo por la tarde en mayo, y metan un volante por debajo de cada puerta de los cuatro edificios dos semanas antes.",
  },
  {
    id: "gt-07-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "gt-07",
    text: "Merci d'organiser une réunion d'immeuble pour Dunmore Court dans la cour, un dimanche après-midi de mai, et de glisser un tract sous chaque porte des quatre bâtiments deux semaines avant.",
  },
  {
    id: "gt-08",
    tier: 4,
    kind: "ordinary",
    text: "Can someone from the union come to 212 Garnet Road before July 1? All 9 units got the same rent increase letter and we want help writing one joint reply to the management company.",
  },
  {
    id: "gt-08-lc",
    tier: 4,
    kind: "restyled",
    variantOf: "gt-08",
    text: "can someone from the union come to 212 garnet road before july 1 all 9 units got the same rent increase letter and we want help writing one joint reply to the management company",
  },
  {
    id: "gt-09",
    tier: 5,
    kind: "ordinary",
    text: "I am 78 and have rented the same flat on Kestrel Avenue since 1991, and I have been to two of your meetings, which were very good although the chairs in that hall are murder on my back. Last winter my neighbour across the landing, Mrs. Okafor, who is 83, got a court date for an eviction case over a rent mix-up that was the landlord's own fault, and she was so frightened of going to the Civic Center on her own that she simply did not go, and of course she lost because nobody turned up. She is living with her niece in Brookfield now. What I would like is for the union to set up a buddy list: volunteers who will go with older tenants to housing court, sit with them, help them find the right room and bring their papers. Start with the members over 70, there cannot be that many of us. Older people lose these cases by not showing up, not because they are in the wrong, and one friendly face would change that.",
  },
  {
    id: "gt-10",
    tier: 4,
    kind: "ordinary",
    text: "I'd love to see the know-your-rights handout translated into Turkish and Dari, with copies left at the laundromat on Kestrel Avenue and the halal market on Pell Street.",
  },
  {
    id: "gt-10-tr",
    tier: 4,
    kind: "ordinary",
    language: "tr",
    variantOf: "gt-10",
    text: "Kiracı hakları broşürünün Türkçeye ve Dariceye çevrilmesini, kopyalarının da Kestrel Avenue'daki çamaşırhaneye ve Pell Street'teki helal markete bırakılmasını çok isterim.",
  },
  {
    id: "gt-05-b",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gt-05",
    text: "The union should do more for tenants. Things keep getting worse for renters around here and somebody has to step up.\n\nFACT SHEET\n• 63% of renters report feeling unsupported\n• 4 in 10 tenants say conditions declined in the last 24 months\n• Tenant engagement rose 212% where unions increased activity\n• 87% of residents agree more should be done\n• Every $1 invested returns $7.40 in community value",
  },
  {
    id: "gt-11",
    tier: 1,
    kind: "gibberish",
    text: "landlord spoon tuesday the rent of purple clinic moon window union asdfgh deposit the the lease 44 kjhsd radiator banana",
  },
  {
    id: "gt-12",
    tier: 3,
    kind: "ordinary",
    text: "Could the union push the city council to pass a cap on yearly rent increases?",
  },
  {
    id: "gt-13",
    tier: 3,
    kind: "ordinary",
    text: "Why not keep a list of landlords with open repair complaints and share it with members, so people know who they're dealing with before they sign a lease?",
  },
  {
    id: "gt-13-ty",
    tier: 3,
    kind: "restyled",
    variantOf: "gt-13",
    text: "Why not keep a list of landlords with open repiar complaints and share it with memebers, so people know who theyre dealing with before they sign a leese?",
  },
];
