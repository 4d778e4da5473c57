import type { EvalMotion, EvalPage } from "./labelled-set";

// Fresh held-out motions (frozen test part): written by an author who never read the rubric; tiers fixed
// in this file's first commit, before any scorer read these motions.

export const businessPage: EvalPage = {
  key: "business",
  name: "Ashford Office of Small Business and Markets",
  description:
    "The office licenses Ashford's 9,000 small businesses, street vendors and food trucks, runs the Saturday farmers' market at Canal Square and the year-round Hollis Street covered market, and manages storefront grants and the one-stop permit desk at City Hall. Propose changes to business licensing and fees, vendor permits, market stalls and hours, storefront and façade grants, and support for new shops.",
};

export const businessMotions: EvalMotion[] = [
  {
    id: "fb-01",
    tier: 5,
    kind: "ordinary",
    text: "Let first-time vendors rent a stall at the Canal Square farmers' market for a single Saturday at half price, instead of requiring a full 12-week season up front. Home bakers and small growers can't risk $600 before they know whether anyone will buy their goods, so the market keeps seeing the same sellers while newcomers never get a chance to try.",
  },
  {
    id: "fb-01-fr",
    tier: 5,
    kind: "non-english",
    language: "fr",
    variantOf: "fb-01",
    text: "Permettez aux nouveaux vendeurs de louer un emplacement au marché de producteurs de Canal Square pour un seul samedi à moitié prix, au lieu d'exiger d'emblée une saison complète de 12 semaines. Les pâtissiers à domicile et les petits maraîchers ne peuvent pas risquer 600 $ avant de savoir si quelqu'un achètera leurs produits : du coup, on retrouve toujours les mêmes exposants et les nouveaux n'ont jamais leur chance.",
  },
  {
    id: "fb-01-de",
    tier: 5,
    kind: "non-english",
    language: "de",
    variantOf: "fb-01",
    text: "Lassen Sie neue Verkäufer einen Stand auf dem Bauernmarkt am Canal Square für einen einzelnen Samstag zum halben Preis mieten, statt gleich eine ganze Saison von 12 Wochen zu verlangen. Hobbybäcker und kleine Erzeuger können nicht 600 $ riskieren, bevor sie wissen, ob überhaupt jemand ihre Ware kauft – deshalb stehen dort immer dieselben Händler, und Neue bekommen nie eine Chance.",
  },
  {
    id: "fb-01-pt",
    tier: 5,
    kind: "non-english",
    language: "pt",
    variantOf: "fb-01",
    text: "Permitam que vendedores de primeira viagem aluguem uma banca na feira de produtores da Canal Square por um único sábado, pela metade do preço, em vez de exigir logo uma temporada inteira de 12 semanas. Quem faz bolos em casa e os pequenos agricultores não podem arriscar 600 dólares sem saber se alguém vai comprar os seus produtos, e por isso a feira tem sempre os mesmos vendedores e os novos nunca têm oportunidade.",
  },
  {
    id: "fb-02",
    tier: 4,
    kind: "ordinary",
    text: "Keep the Hollis Street covered market open until 8 pm on Thursdays from May through September, with the stall fee for the extra evening hours waived for the first season.",
  },
  {
    id: "fb-02-fr",
    tier: 4,
    kind: "non-english",
    language: "fr",
    variantOf: "fb-02",
    text: "Gardez le marché couvert de Hollis Street ouvert jusqu'à 20 h le jeudi, de mai à septembre, et supprimez le droit de place pour ces heures en soirée pendant la première saison.",
  },
  {
    id: "fb-02-de",
    tier: 4,
    kind: "non-english",
    language: "de",
    variantOf: "fb-02",
    text: "Halten Sie die Markthalle in der Hollis Street von Mai bis September donnerstags bis 20 Uhr offen und erlassen Sie in der ersten Saison die Standgebühr für die zusätzlichen Abendstunden.",
  },
  {
    id: "fb-02-pt",
    tier: 4,
    kind: "non-english",
    language: "pt",
    variantOf: "fb-02",
    text: "Mantenham o mercado coberto da Hollis Street aberto até às 20h às quintas-feiras, de maio a setembro, e dispensem a taxa da banca nessas horas extra à noite durante a primeira temporada.",
  },
  {
    id: "fb-03",
    tier: 3,
    kind: "ordinary",
    text: "Let food trucks renew their permits online.",
  },
  {
    id: "fb-04",
    tier: 2,
    kind: "ordinary",
    text: "Small businesses in this city deserve a lot more support. Please do more for local shops.",
  },
];
