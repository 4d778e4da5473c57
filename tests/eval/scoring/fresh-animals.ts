import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const animalsPage: EvalPage = {
  key: "animals",
  name: "Ashford Animal Services and Shelter",
  description:
    "Animal Services runs the city shelter on Kestrel Road, takes in about 4,000 lost, stray and surrendered animals a year, and sends officers to calls about loose dogs, bites, cruelty and wildlife inside homes. It licenses dogs and cats, holds low-cost spay, neuter and vaccine clinics, and places pets with adopters and foster families. Propose changes to adoptions, licensing, shelter hours, animal control patrols, clinics and lost-pet services.",
};

export const animalsMotions: EvalMotion[] = [
  {
    id: "fa-01",
    tier: 5,
    kind: "ordinary",
    text: "Keep the Kestrel Road shelter open until 7 pm on Tuesdays and Thursdays for adoptions and lost-pet searches. Right now it closes at 4:30, so anyone who works a normal day shift can only come on Saturday, when the lobby is packed and owners looking for a missing dog wait an hour just to walk the kennels. Two late evenings a week would get more animals adopted and more lost pets home before their five-day hold runs out.",
  },
  {
    id: "fa-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fa-01",
    text: "Laissez le refuge de Kestrel Road ouvert jusqu'à 19 h le mardi et le jeudi pour les adoptions et la recherche d'animaux perdus. Aujourd'hui il ferme à 16 h 30, donc quiconque travaille en journée ne peut venir que le samedi, quand l'accueil est bondé et que les propriétaires qui cherchent leur chien attendent une heure rien que pour faire le tour des chenils. Deux soirées par semaine permettraient de faire adopter plus d'animaux et de ramener plus d'animaux perdus chez eux avant la fin de leur délai de garde de cinq jours.",
  },
  {
    id: "fa-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "fa-01",
    text: "Mantenham o abrigo da Kestrel Road aberto até as 19h às terças e quintas para adoções e para quem procura um animal perdido. Hoje ele fecha às 16h30, então quem trabalha em horário comercial só consegue ir no sábado, quando a recepção está lotada e os donos procurando um cachorro desaparecido esperam uma hora só para percorrer os canis. Duas noites por semana fariam mais animais serem adotados e mais bichos perdidos voltarem para casa antes de acabar o prazo de cinco dias de retenção.",
  },
  {
    id: "fa-01-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "fa-01",
    text: "Tenete aperto il rifugio di Kestrel Road fino alle 19 il martedì e il giovedì per le adozioni e per chi cerca un animale smarrito. Adesso chiude alle 16:30, quindi chi lavora di giorno può venire solo il sabato, quando l'atrio è pieno e i padroni che cercano il cane scomparso aspettano un'ora solo per fare il giro dei box. Due sere a settimana farebbero adottare più animali e riporterebbero a casa più animali smarriti prima che scadano i cinque giorni di custodia.",
  },
  {
    id: "fa-02",
    tier: 5,
    kind: "ordinary",
    text: "We need a free microchip and scan day every month at the Millbrook community center, not just the once-a-year clinic at the shelter. Most of the strays officers pick up on the east side have no chip and no tag, so they sit in a kennel for days while their families search for them. A monthly chip day in the neighborhood, within walking distance for people without cars, would send those dogs straight home instead of filling cages.",
  },
  {
    id: "fa-02-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fa-02",
    text: "Organisez une journée gratuite de puçage et de lecture de puce chaque mois au centre communautaire de Millbrook, et pas seulement la clinique annuelle au refuge. La plupart des chiens errants ramassés par les agents dans l'est de la ville n'ont ni puce ni médaille, alors ils restent des jours en chenil pendant que leur famille les cherche. Une journée par mois dans le quartier, accessible à pied pour ceux qui n'ont pas de voiture, permettrait de les rendre directement à leurs maîtres au lieu de remplir les cages.",
  },
  {
    id: "fa-02-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "fa-02",
    text: "Precisamos de um dia gratuito de microchip e leitura de chip todo mês no centro comunitário de Millbrook, e não só da campanha anual no abrigo. A maioria dos cães soltos que os agentes recolhem na zona leste não tem chip nem plaquinha, então eles ficam dias no canil enquanto a família procura por eles. Um dia de microchip por mês no bairro, que dê para ir a pé para quem não tem carro, mandaria esses cachorros direto para casa em vez de lotar as baias.",
  },
  {
    id: "fa-02-it",
    tier: 5,
    kind: "non-english",
    language: "it",
    variantOf: "fa-02",
    text: "Organizzate ogni mese una giornata gratuita di microchip e lettura del chip al centro civico di Millbrook, non solo l'ambulatorio una volta l'anno al rifugio. La maggior parte dei cani randagi che gli agenti raccolgono nella zona est non ha né chip né medaglietta, così restano giorni in un box mentre le famiglie li cercano. Una giornata al mese nel quartiere, raggiungibile a piedi da chi non ha la macchina, li rimanderebbe subito a casa invece di riempire le gabbie.",
  },
  {
    id: "fa-03",
    tier: 5,
    kind: "ordinary",
    text: "Dear Animal Services, I am 81 and live alone with my cat Biscuit on Harlow Street. I would be grateful if the shelter could start a small pet food pantry, perhaps one afternoon a week in the Kestrel Road lobby, for seniors on fixed incomes. Several of my neighbors have given their animals up to the shelter simply because they could not afford food at the end of the month, and a bag of kibble costs far less than housing a surrendered cat for weeks. Thank you for considering it.",
  },
  {
    id: "fa-04",
    tier: 5,
    kind: "ordinary",
    text: "Could the shelter post every stray it takes in on the website, with a photo, within 12 hours of intake? Last spring our beagle sat at Kestrel Road for three days and we never knew, because the found-animals page only gets updated on Mondays. Owners look online first, and a same-day photo would get pets home before the hold runs out and free up kennels for animals that really need them.",
  },
  {
    id: "fa-05",
    tier: 5,
    kind: "ordinary",
    text: "I run the hardware store on Canal Street, and three times this winter I've opened up to find a dog tied to the bike rack out front, left there overnight. It would help a lot if the animal control line were answered after 10 pm — right now it goes to voicemail until 7 am, and a dog tied up outside in January can't wait nine hours. One officer on call overnight, reached through the same number, would cover the dumped dogs, the animals hit by cars and the loose dogs on the bypass that nobody can deal with until morning.",
  },
  {
    id: "fa-06",
    tier: 5,
    kind: "ordinary",
    text: "Proposal for dog licences:\n- let people renew online, not only by mail or at the counter\n- send a text or email reminder 30 days before a licence expires\n- keep the fee at $20 for spayed or neutered dogs\nWhy: only about a third of dogs in Ashford are licensed, mostly because owners forget or can't get to the counter during office hours. A licensed dog wearing its tag goes home the same day it is found instead of taking up a kennel at the shelter.",
  },
  {
    id: "fa-07",
    tier: 4,
    kind: "ordinary",
    text: "can you put a chip scanner at the front counter of the kestrel road shelter so staff can scan a stray the minute someone hands it in instead of waiting for the vet tech the next morning",
  },
  {
    id: "fa-08",
    tier: 4,
    kind: "ordinary",
    text: "Three weeks. THREE WEEKS I have been reporting the pack of loose dogs on Dunmore Avenue between the middle school and the laundromat and not one officer has shown up. Send someone to Dunmore Avenue on weekday mornings between 7:30 and 8:30, that's when they're out. Not hard.",
  },
  {
    id: "fa-09",
    tier: 4,
    kind: "ordinary",
    text: "Pleese extend the $25 adoption special for cats over 7 years old thru the end of March. It ended in january and theres still about 40 senior cats in the back room at Kestrel Rd.",
  },
  {
    id: "fa-10",
    tier: 4,
    kind: "ordinary",
    text: "🐶🐱 I'd love to see a foster orientation on one Saturday morning a month at the shelter, instead of only Wednesdays at 2pm 🙏🐾",
  },
  {
    id: "fa-11",
    tier: 4,
    kind: "ordinary",
    text: "ok so im 16 and i want to volunteer at the shelter but the minimum age is 18?? could you make a teen program for 14-17 year olds where a parent signs the form, like walking dogs on saturday mornings",
  },
  {
    id: "fa-12",
    tier: 5,
    kind: "ordinary",
    text: "So I don't usually post on these things but here goes. Behind Greenway Plaza, where the dumpsters for the nail salon and the takeout place are, there's a colony of cats that has been growing since at least 2021. When I moved in there were maybe five. My neighbor Doris feeds them, which is sweet, and the restaurant guy puts out scraps, and honestly they don't bother anyone except on spring nights when they fight and yowl. But every summer there are kittens under the parked cars and some don't make it, which is awful to find on your way to work. I called once and was told it's not a nuisance animal situation. Fine. What I'm asking is for the shelter to lend us traps and give the colony about 20 free spay/neuter slots in April, before kitten season, so Doris and I can do trap-neuter-return ourselves. We'll do the trapping, we just need the clinic spots and someone to show us how.",
  },
  {
    id: "fa-13",
    tier: 4,
    kind: "ordinary",
    text: "It would help if the $10 rabies vaccine clinic also ran in the Eastgate library parking lot on the first Saturday of May and of October, not only at Kestrel Road.",
  },
  {
    id: "fa-14",
    tier: 3,
    kind: "ordinary",
    text: "More adoption events please.",
  },
  {
    id: "fa-15",
    tier: 3,
    kind: "ordinary",
    text: "Why not hold adoption events out in the neighborhoods instead of only at the shelter?",
  },
  {
    id: "fa-16",
    tier: 3,
    kind: "ordinary",
    text: "Love how the lost-pet hotline plays the same hold music for 40 minutes. Really soothing when your dog is missing. Put more people on the phones.",
  },
  {
    id: "fa-17",
    tier: 3,
    kind: "ordinary",
    text: "It would help if animal control officers got more training in handling frightened cats.",
  },
  {
    id: "fa-18",
    tier: 3,
    kind: "ordinary",
    text: "Please consider lowering the adoption fees for dogs.",
  },
  {
    id: "fa-19",
    tier: 3,
    kind: "ordinary",
    text: "Our neighborhood has a lot of stray cats — a cheaper spay and neuter program would really help.",
  },
];
