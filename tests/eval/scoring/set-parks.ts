import type { EvalMotion, EvalPage } from "./labelled-set";

export const parksPage: EvalPage = {
  key: "parks",
  name: "Ashford Parks and Recreation Department",
  description:
    "The department maintains 140 parks, 64 playgrounds, 11 public pools, the Millrace River trail and the city's street trees, and runs summer camps, sports leagues and recreation centers. Residents can propose changes to park upkeep, programs, opening hours, shade, trails and safety in the parks.",
};

export const parksMotions: EvalMotion[] = [
  {
    id: "parks-01",
    tier: 5,
    kind: "ordinary",
    text: "Replace the broken swings and the cracked rubber surface at Hillcrest Park playground before next summer. The playground failed its last safety inspection, and it is the only one within walking distance for the families in the Old Mill apartments.",
  },
  {
    id: "parks-02",
    tier: 5,
    kind: "ordinary",
    text: "Keep the Eastgate and Riverside pools open until 8 p.m. in July and August instead of closing at 5. On hot days kids who are in day camp or whose parents work can't swim at all otherwise. Lifeguard hours could come from the summer seasonal hiring that is already budgeted.",
  },
  {
    id: "parks-03",
    tier: 4,
    kind: "ordinary",
    text: "Plant shade trees along the walking path in Lincoln Park, where there is almost no shade and seniors avoid it in the afternoon.",
  },
  {
    id: "parks-04",
    tier: 4,
    kind: "ordinary",
    text: "Install water bottle refill stations at the sports fields in Millrace Park and Fairview Park.",
  },
  { id: "parks-05", tier: 3, kind: "ordinary", text: "Add more benches in the parks." },
  { id: "parks-06", tier: 3, kind: "ordinary", text: "The dog park needs a separate area for small dogs." },
  { id: "parks-07", tier: 2, kind: "ordinary", text: "Make parks nicer." },
  {
    id: "parks-08",
    tier: 1,
    kind: "spam",
    text: "Best CBD gummies in town, free shipping on orders over $50! Visit greenrelief-shop.com or text 555-014-2231.",
  },
  {
    id: "parks-09",
    tier: 1,
    kind: "gibberish",
    text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
  },
  {
    id: "parks-10",
    tier: 2,
    kind: "off-topic",
    text: "The city should fix the potholes on Oak Street, my car's suspension got wrecked last week.",
  },
  {
    id: "parks-11",
    tier: 2,
    kind: "near-copy",
    copies: "parks-02",
    text: "Please keep the Riverside and Eastgate pools open to 8 pm during July and August, not closing at 5pm. Kids in day camp and kids whose parents work cannot swim otherwise on hot days. Use the already budgeted seasonal hiring for the lifeguard hours.",
  },
  {
    id: "parks-12",
    tier: 4,
    kind: "ordinary",
    text: "Run a free evening basketball league for teenagers at the Fairview recreation center during the summer break, with a coach from the department.",
  },
  {
    id: "parks-13",
    tier: 5,
    kind: "non-english",
    language: "es",
    variantOf: "parks-01",
    text: "Reemplazar los columpios rotos y el suelo de goma agrietado del parque infantil de Hillcrest Park antes del próximo verano. El parque no pasó su última inspección de seguridad y es el único al que pueden llegar caminando las familias de los apartamentos de Old Mill.",
  },
  {
    id: "parks-14",
    tier: 2,
    kind: "stuffing",
    variantOf: "parks-07",
    text: "Make parks nicer. Parks recreation playgrounds pools trail street trees summer camps sports leagues recreation centers shade park safety upkeep programs opening hours.",
  },
  {
    id: "parks-15",
    tier: 3,
    kind: "boilerplate",
    variantOf: "parks-05",
    text: "Add more benches in the parks. This will serve 50,000 residents across 140 parks by the end of 2027 with a $300,000 budget. Success will be measured through resident surveys and reported monthly on the city dashboard.",
  },
  {
    id: "parks-16",
    tier: 4,
    kind: "boilerplate",
    variantOf: "parks-03",
    text: "Plant shade trees along the walking path in Lincoln Park, where there is almost no shade and seniors avoid it in the afternoon. Success will be measured by park usage counts and resident surveys, reported monthly on a public dashboard, with a target of a 30% increase in afternoon visits by August 2027.",
  },
  { id: "parks-17", tier: 1, kind: "junk", text: "parks are boring lol" },
];
