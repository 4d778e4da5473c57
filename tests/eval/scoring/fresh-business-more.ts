import type { EvalMotion } from "./labelled-set";

// The rest of fresh-business.ts's motions, moved here unchanged (same ids, tiers and texts) so that each
// file stays under 200 lines.

export const businessMoreMotions: EvalMotion[] = [
  {
    id: "fb-11",
    tier: 2,
    kind: "off-topic",
    text: "We need a crossing guard at the corner of Larch and Pell in the mornings when the elementary school lets in — kids are dodging cars there every day.",
  },
  {
    id: "fb-12",
    tier: 5,
    kind: "ordinary",
    text: "Ok so this is going to be a long one, sorry. I opened a small tailoring and alterations shop on Bexley Lane about two years ago, after working for other people for twenty years, and honestly the hardest part was not finding customers, it was the paperwork. I went to City Hall four separate times. First for the business license, then I was told I needed a zoning sign-off from another floor, then the fire inspection had to be booked by phone and nobody picked up, then the sign permit was a different form again with a different fee. Every visit meant closing my shop for half a day, which when you are one person is lost money. My neighbour who does nails had the exact same experience. What I'm asking is simple: give every new shop one named case worker at the permit desk who books the inspections and walks all the forms through together, with a target of 30 days from application to opening. People like me would open sooner, pay fees sooner, and not give up halfway like my cousin did.",
  },
  {
    id: "fb-13",
    tier: 4,
    kind: "ordinary",
    text: "Proposal for the Canal Square Saturday market:\n- move the opening time from 9 am to 8 am from June to August\n- add 6 shaded stalls along the north edge by the fountain\n- reserve 2 of those stalls each week for youth and student sellers",
  },
  {
    id: "fb-14",
    tier: 3,
    kind: "ordinary",
    text: "please make the business license fee cheaper for tiny one person businesses its the same price as a big company right now",
  },
  {
    id: "fb-15",
    tier: 4,
    kind: "ordinary",
    text: "🌮🚚 Food trucks need somewhere to park at lunch! Could you open 8 vendor spots on Mercer Plaza on weekdays 11–2, bookable by the month? 🙏",
  },
  {
    id: "fb-16",
    tier: 5,
    kind: "ordinary",
    text: "Could the storefront grant be split so that shops can get up to $2,000 just for an accessible entrance (a ramp, a wider door, an automatic opener) without having to do a full façade renovation? Right now the grant only pays out for projects over $10,000, so most small shops on Hollis and Grange Street never apply, and wheelchair users and parents with strollers still can't get through their doors.",
  },
  {
    id: "fb-17",
    tier: 3,
    kind: "ordinary",
    text: "im 16 and i wanna sell my bracelets at the farmers market but they said i need to be 18 for a permit?? can you let teens sell with a parents signature or something",
  },
  {
    id: "fb-18",
    tier: 2,
    kind: "ordinary",
    text: "I am SO tired of watching shop after shop close downtown. Rent goes up, customers go online, and this office just sits there. Every month another empty window. It's depressing and nobody seems to care.",
  },
  {
    id: "fb-19",
    tier: 5,
    kind: "ordinary",
    text: "I would respectfully ask the Office to print the farmers' market vendor application on paper and make it available at the Westbrook and Elm Park branch libraries, with a drop box for completed forms. Several of us older growers do not use computers, and since the application moved online last year at least four long-standing vegetable sellers from the allotments have not returned to Canal Square. The market is poorer for it.",
  },
  {
    id: "fb-19-hi",
    tier: 5,
    kind: "ordinary",
    language: "hi",
    variantOf: "fb-19",
    text: "मैं विनम्रतापूर्वक कार्यालय से अनुरोध करता हूँ कि किसान बाज़ार के विक्रेता आवेदन पत्र को काग़ज़ पर छापकर वेस्टब्रुक और एल्म पार्क की शाखा लाइब्रेरियों में उपलब्ध कराया जाए, और भरे हुए फ़ॉर्म के लिए वहाँ एक ड्रॉप बॉक्स रखा जाए। हम में से कई बुज़ुर्ग उत्पादक कंप्यूटर का इस्तेमाल नहीं करते, और पिछले साल आवेदन ऑनलाइन होने के बाद से अलॉटमेंट के कम से कम चार पुराने सब्ज़ी विक्रेता कैनाल स्क्वेयर वापस नहीं आए। इससे बाज़ार की रौनक कम हो गई है।",
  },
  {
    id: "fb-20",
    tier: 4,
    kind: "ordinary",
    text: "As the owner of a bakery on Grange Street, I'd like the sidewalk café permit to cover two small tables and four chairs for a flat $75 a year, rather than the current per-square-foot fee that needs a drawn site plan.",
  },
  {
    id: "fb-21",
    tier: 3,
    kind: "ordinary",
    text: "Why not translate the business license application into the main languages spoken in Ashford?",
  },
  {
    id: "fb-22",
    tier: 2,
    kind: "ordinary",
    text: "Markets should be better.",
  },
  {
    id: "fb-23",
    tier: 4,
    kind: "ordinary",
    text: "Our stretch of Quarry Road has nine empty storefronts between Pine and Oak. It would help if the Office let artists and start-ups use them as pop-up shops for three months at a time, rent-free, by brokering short leases with the landlords.",
  },
  {
    id: "fb-16-lc",
    tier: 5,
    kind: "restyled",
    variantOf: "fb-16",
    text: "could the storefront grant be split so that shops can get up to 2000 dollars just for an accessible entrance like a ramp a wider door or an automatic opener without having to do a full facade renovation right now the grant only pays out for projects over 10000 dollars so most small shops on hollis and grange street never apply and wheelchair users and parents with strollers still cant get through their doors",
  },
  {
    id: "fb-02-lc",
    tier: 4,
    kind: "restyled",
    variantOf: "fb-02",
    text: "keep the hollis street covered market open until 8 pm on thursdays from may through september with the stall fee for the extra evening hours waived for the first season",
  },
  {
    id: "fb-20-typo",
    tier: 4,
    kind: "restyled",
    variantOf: "fb-20",
    text: "As the owner of a bakery on Grange Street, I'd like teh sidewalk cafe permit to cover two small tables and four chairs for a flat $75 a year, rather then the curent per-square-foot fee that needs a drawn site plan.",
  },
  {
    id: "fb-21-typo",
    tier: 3,
    kind: "restyled",
    variantOf: "fb-21",
    text: "Why not translate teh business licence aplication into the main languges spoken in Ashford?",
  },
  {
    id: "fb-23-lc",
    tier: 4,
    kind: "restyled",
    variantOf: "fb-23",
    text: "our stretch of quarry road has nine empty storefronts between pine and oak it would help if the office let artists and start ups use them as pop up shops for three months at a time rent free by brokering short leases with the landlords",
  },
  {
    id: "fb-01-typo",
    tier: 5,
    kind: "restyled",
    variantOf: "fb-01",
    text: "Let first-time vendors rent a stall at the Canal Square farmers' market for a singel Saturday at half price, instead of requiring a full 12-week season up front. Home bakers and small growers cant risk $600 before they know wether anyone will buy their goods, so the market keeps seeing the same sellers while newcomers never get a chance to try.",
  },
  {
    id: "fb-24",
    tier: 3,
    kind: "ordinary",
    text: "I'd love to see the permit desk open one evening a week, since most of us running shops can't get there during the day.",
  },
  {
    id: "fb-25",
    tier: 5,
    kind: "ordinary",
    text: "Street vendors at the Eastgate transit hub are each fined $150 when they set up outside the painted boxes, but there are only 5 boxes for about 15 regular sellers. Adding 10 marked vending spots along the east sidewalk of Eastgate station, allocated by monthly lottery, would let these mostly immigrant vendors work legally, end the weekly ticketing, and keep the walkway clear for commuters.",
  },
  {
    id: "fb-26",
    tier: 2,
    kind: "ordinary",
    text: "honestly just fix the whole licensing thing, it's a mess",
  },
];
