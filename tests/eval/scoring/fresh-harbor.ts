import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const harborPage: EvalPage = {
  key: "harbor",
  name: "Harbor & Waterfront Authority",
  description:
    "The Authority runs the Ashford ferry terminal and the crossing to Gull Island, the 300-slip Kestrel Point marina, the two-mile boardwalk, the public fishing pier and the Mill Creek boat launch. It maintains the flood walls and tide gates at the river mouth and permits festivals, markets and races on the waterfront. Propose changes to ferry service, slips and launch fees, boardwalk upkeep, fishing access, flood protection and waterfront events.",
};

export const harborMotions: EvalMotion[] = [
  {
    id: "gh-01",
    tier: 5,
    kind: "ordinary",
    text: "Run the 6:40 am ferry to Gull Island on Saturdays too, not only on weekdays. Nurses and hotel staff who live on the island start their weekend shifts at 7, and right now the first Saturday boat leaves at 8:15, so they either pay for a water taxi or sleep on a friend's couch in town the night before.",
  },
  {
    id: "gh-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "gh-01",
    text: "Fate partire il traghetto delle 6:40 per Gull Island anche il sabato, non solo nei giorni feriali. Infermieri e personale degli alberghi che abitano sull'isola attaccano il turno del fine settimana alle 7, e adesso il primo battello del sabato parte alle 8:15: così o pagano un taxi d'acqua o la sera prima vanno a dormire sul divano di un amico in città.",
  },
  {
    id: "gh-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "gh-01",
    text: "Coloquem a balsa das 6h40 para Gull Island para sair também aos sábados, não só nos dias úteis. Enfermeiros e funcionários de hotel que moram na ilha começam o plantão de fim de semana às 7h, e hoje o primeiro barco de sábado só sai às 8h15, então eles pagam um táxi aquático ou dormem no sofá de um amigo na cidade na noite anterior.",
  },
  {
    id: "gh-02",
    tier: 5,
    kind: "ordinary",
    text: "We need a second ladder and a life-ring station at the far end of the fishing pier. The only ladder is next to the bait shop, about 200 feet from where most people actually fish, and last August a boy who fell in had to be hauled out by strangers with a crab net. The north corner, where the water is deepest, is where the ladder should go.",
  },
  {
    id: "gh-02-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "gh-02",
    text: "Serve una seconda scaletta e una postazione con salvagente anulare in fondo al molo da pesca. L'unica scaletta è accanto al negozio di esche, a una sessantina di metri da dove pesca quasi tutta la gente, e lo scorso agosto un ragazzino caduto in acqua è stato tirato fuori da due sconosciuti con un retino da granchi. Mettete la scaletta sull'angolo nord, dove l'acqua è più profonda.",
  },
  {
    id: "gh-02-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "gh-02",
    text: "Precisamos de uma segunda escada e de um suporte com boia salva-vidas na ponta do píer de pesca. A única escada fica ao lado da loja de iscas, a uns 60 metros de onde a maioria das pessoas pesca, e em agosto passado um menino que caiu na água foi puxado por desconhecidos com um puçá de siri. Coloquem a escada no canto norte, onde a água é mais funda.",
  },
  {
    id: "gh-03",
    tier: 5,
    kind: "ordinary",
    text: "I have walked the boardwalk every morning for going on thirty years, since before they put the lamps in, and I want to say first that the new benches by the bandstand are lovely, my friends and I sit there most days after our walk. But I must tell you about the boards. Between the bandstand and the steps down at Ocean Avenue there are planks that have warped and lifted at the ends, some by an inch or more, and on a few the nail heads stick right up. My neighbor Ruth caught her walker on one in June and went down hard, and she has not been back out since. I see young mothers bumping strollers over them as well. What I am asking is that the Authority replace the warped boards on that stretch before the winter storms come, and in the meantime paint the edges of the worst ones bright yellow so those of us with poor eyes can see them. It cannot be more than a few hundred feet. Thank you for reading an old woman's letter.",
  },
  {
    id: "gh-04",
    tier: 4,
    kind: "ordinary",
    text: "could you add a pump-out station on C dock at the marina, open the same hours as the one on A dock?",
  },
  {
    id: "gh-05",
    tier: 4,
    kind: "ordinary",
    text: "I own the Tidewater coffee cart. The permit for the ferry terminal plaza says carts can set up from 9am. Change it to 6am on weekdays and let two carts share the spot by the bike racks.",
  },
  {
    id: "gh-06",
    tier: 3,
    kind: "ordinary",
    text: "Why not put more trash cans along the boardwalk?",
  },
  {
    id: "gh-07",
    tier: 3,
    kind: "ordinary",
    text: "Longer hours at the boat launch please",
  },
  {
    id: "gh-08",
    tier: 2,
    kind: "ordinary",
    text: "Honestly the waterfront could be so much better than it is. Someone should really do something about it.",
  },
  {
    id: "gh-08-bp1",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gh-08",
    text: "Honestly the waterfront could be so much better than it is. Someone should really do something about it. A pilot could begin next season with a modest budget, progress would be tracked against clear success metrics reviewed at regular intervals, and a firm deadline would keep everyone accountable from start to finish.",
  },
  {
    id: "gh-08-bp2",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gh-08",
    text: "Honestly the waterfront could be so much better than it is. Fact sheet: 73% of residents visit the waterfront at least once a year. Visitor satisfaction fell 18 points between the last two surveys. 4 in 10 people say they would come more often. Comparable coastal cities report returns of 2.6x on every dollar spent on their waterfronts. Someone should really do something about it.",
  },
  {
    id: "gh-08-bp3",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gh-08",
    text: "Honestly the waterfront could be so much better than it is. Someone should really do something about it. Any effort should be shaped together with everyone who has a stake in the outcome, from residents and local businesses to community groups, after a careful look at what can realistically be done with the resources available. Done properly, it would pay off for the whole city for generations to come.",
  },
  {
    id: "gh-08-bp4",
    tier: 2,
    kind: "boilerplate",
    variantOf: "gh-08",
    text: "## Problem\nThe waterfront is not as good as it could be.\n\n## Proposal\nSomeone should really do something about the waterfront and improve it overall.\n\n## Impact\nA better waterfront would benefit everyone in Ashford.\n\n## Cost\nTo be determined, within a reasonable budget.",
  },
  {
    id: "gh-08-st1",
    tier: 2,
    kind: "stuffing",
    variantOf: "gh-08",
    text: "Honestly the waterfront could be so much better than it is. Someone should really do something about it. Harbor & Waterfront Authority, Harbor & Waterfront Authority, Harbor & Waterfront Authority.",
  },
  {
    id: "gh-08-st2",
    tier: 2,
    kind: "stuffing",
    variantOf: "gh-08",
    text: "Honestly the waterfront could be so much better than it is 🌊⛴️🎣 Someone should really do something about it ⚓🌅🐟✅✅✅💯💯",
  },
  {
    id: "gh-09",
    tier: 1,
    kind: "spam",
    text: "🚤 BOAT DETAILING 50% OFF this week only!! Hull wax, teak oil, cabin shampoo. Mobile service at Kestrel Point marina and anywhere in Ashford. Call Rico at 555-0148 or book at rico-marine-shine.biz and mention this post for a FREE bottle of polish!",
  },
  {
    id: "gh-10",
    tier: 1,
    kind: "gibberish",
    text: "tide pier gull seventeen the lantern orange boardwalk if swimming ferry purple ladder minutes anchor of when bananas harbor",
  },
  {
    id: "gh-11",
    tier: 1,
    kind: "junk",
    text: "Whoever runs the marina office is the laziest bunch of clowns in this whole city. Useless, every last one of you.",
  },
  {
    id: "gh-12",
    tier: 1,
    kind: "junk",
    text: "Oh wonderful, another summer where the flood wall \"repairs\" take longer than building the pyramids. Truly inspiring work, everyone. Bravo. 👏",
  },
];
