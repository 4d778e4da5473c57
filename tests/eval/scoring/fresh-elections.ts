import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const electionsPage: EvalPage = {
  key: "elections",
  name: "Ashford Elections Office",
  description:
    "The Elections Office registers Ashford's 298,000 voters, runs city, county and state elections at 112 polling places, mails a ballot to every voter who asks for one, and empties 24 drop boxes during election weeks. It recruits and trains about 1,400 poll workers and prints ballots in English, Spanish, Vietnamese and Tagalog. Propose changes to voter registration, polling places and hours, mail ballots and drop boxes, accessible voting, language help, and poll worker recruitment.",
};

export const electionsMotions: EvalMotion[] = [
  {
    id: "ge-01",
    tier: 5,
    kind: "ordinary",
    text: "We need a ballot drop box at the Harrow Hill library branch. The closest one is at the Civic Center, four miles away across the river, and the 22 bus stops running at 7pm, so people who work late or don't drive end up mailing their ballots at the last minute and some arrive after the deadline. A box on the library's front plaza, which already has cameras and good lighting, would serve about 9,000 registered voters on the hill.",
  },
  {
    id: "ge-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "ge-01",
    text: "Precisamos de uma urna de depósito de cédulas na biblioteca de Harrow Hill. A mais próxima fica no Civic Center, a seis quilômetros, do outro lado do rio, e o ônibus 22 para de circular às 19h, então quem trabalha até tarde ou não dirige acaba mandando a cédula pelo correio no último minuto, e algumas chegam depois do prazo. Uma urna na praça em frente à biblioteca, que já tem câmeras e boa iluminação, atenderia cerca de 9.000 eleitores registrados do bairro.",
  },
  {
    id: "ge-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "ge-01",
    text: "Serve un'urna per il deposito delle schede elettorali nella biblioteca di Harrow Hill. La più vicina è al Civic Center, a sei chilometri dall'altra parte del fiume, e l'autobus 22 smette di passare alle 19, quindi chi lavora fino a tardi o non guida finisce per spedire la scheda all'ultimo momento e alcune arrivano dopo la scadenza. Un'urna sulla piazzetta davanti alla biblioteca, che ha già telecamere e una buona illuminazione, servirebbe circa 9.000 elettori iscritti della collina.",
  },
  {
    id: "ge-02",
    tier: 4,
    kind: "ordinary",
    text: "Could you open the Civic Center voting center on Saturdays from 9am to 3pm for the two weekends before the November election?",
  },
  {
    id: "ge-02-pt",
    tier: 4,
    kind: "non-english",
    language: "pt",
    variantOf: "ge-02",
    text: "Vocês poderiam abrir o posto de votação do Civic Center aos sábados, das 9h às 15h, nos dois fins de semana antes da eleição de novembro?",
  },
  {
    id: "ge-02-it",
    tier: 4,
    kind: "non-english",
    language: "it",
    variantOf: "ge-02",
    text: "Potreste aprire il seggio del Civic Center il sabato dalle 9 alle 15 nei due fine settimana prima delle elezioni di novembre?",
  },
  {
    id: "ge-03",
    tier: 5,
    kind: "ordinary",
    text: "Dear Elections Office, I am 81 years old and have voted at St. Brendan's Hall on Linden Avenue for thirty years. Since the ramp was taken out during the hall's renovation, those of us with walkers must either climb six steps or vote at the curb from a car, which is undignified in the November rain. I respectfully ask that our precinct be moved to the Linden Avenue Community Center two blocks away, which has a level entrance and its own parking, in time for the spring election. Thank you for your consideration.",
  },
  {
    id: "ge-04",
    tier: 3,
    kind: "ordinary",
    text: "We need more ballot drop boxes around town.",
  },
  {
    id: "ge-05",
    tier: 4,
    kind: "ordinary",
    text: "please mail the voter guide in vietnamese and tagalog to every household in precincts 14 through 19 at least three weeks before election day",
  },
  {
    id: "ge-06",
    tier: 2,
    kind: "ordinary",
    text: "Voting in this city should be easier for everyone.",
  },
  {
    id: "ge-07",
    tier: 2,
    kind: "ordinary",
    text: "Every single election it's the same mess. Lines, confusion, nobody at the table knows anything. Honestly I don't know why I even bother anymore.",
  },
  {
    id: "ge-08",
    tier: 5,
    kind: "ordinary",
    text: "im 17 and a bunch of us at Kestrel High wanna be poll workers but the sign up form says you have to be 18?? other cities let 16 and 17 year olds work the polls with a parent's ok. if you opened it up to high schoolers and counted it as community service hours you'd get a ton of helpers, and the older poll workers at my grandma's precinct said they're always short people by lunchtime",
  },
  {
    id: "ge-09",
    tier: 3,
    kind: "ordinary",
    text: "Could you make it easier to check whether my mail ballot was actually received and counted?",
  },
  {
    id: "ge-10",
    tier: 4,
    kind: "ordinary",
    text: "Drop box at Southbank Plaza needs:\n- a light over it, it's pitch dark there after 5\n- a sign with the last pickup time on election day\n- to be emptied twice a day the final weekend, it was stuffed full by Sunday afternoon",
  },
];
