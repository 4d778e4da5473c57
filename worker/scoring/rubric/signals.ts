// The concrete things the rubric looks for in a motion's text, as named patterns. Each finder returns the
// matched phrases (deduplicated, in text order) so the explanation can quote exactly what was found. They
// run on the motion's content only (reading.ts): never on boilerplate targets or keyword lists.

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const SEASONS = "spring|summer|autumn|fall|winter";
/** A count, not a year, a sum of money or part of "24/7": "5,000", "2.3", never "2027" or "$700". */
const QUANTITY = "(?<![$\\d.,/:])(?!(?:19|20)\\d\\d\\b)\\d+(?:,\\d{3})*(?:\\.\\d+)?";
const SPELLED = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|a hundred|a dozen";
const capitalised = (list: string) => list.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const NOT_A_NAME = `(?!(?:${capitalised(`${MONTHS}|${DAYS}`)}|Route|Line|The|This|That)s?\\b)`;
const NAMED_PLACE =
  "\\b[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Street|St|Avenue|Ave|Road|Drive|Boulevard|Square|Park|Station|Terminal|Towers|Gardens|Court|Bridge|Library|Hospital|Center|Elementary|High|Pier|Flats|Row|Preserve)\\b";
const COUNTED_NOUN =
  "schools?|stops?|stations?|branch(?:es)?|trees?|units?|homes?|apartments?|bus(?:es)?|nurses?|beds|intersections?|" +
  "lots?|km|kilometers?|kilometres?|miles?|meters?|metres?|blocks?|districts?|neighborhoods?|parks?|pools?|centers?|" +
  "centres?|crews?|officers?|staff|teachers?|routes?|lines?|racks?|lights?|signals?|cameras?|screens?|buildings?|" +
  "households?|families|students?|residents?|riders?|seats?|rooms?|sites?|hotspots?|laptops?|books?|copies|" +
  "playgrounds?|fields?|courts?|benches|displays?|crashes|cars|floors?|developments?|towers?|classrooms?|liaisons?";

const PATTERNS = {
  /** A named place ("Hillcrest Park", "Riverside Drive", "at Maple Court"). */
  place: new RegExp(`${NAMED_PLACE}|\\b(?:in|at|on|near|between|outside|along) (?:the )?${NOT_A_NAME}[A-Z][a-z]{2,}(?: [A-Z][a-z]+)?\\b`, "g"),
  /** Only places named as such ("Hillcrest Park", "Riverside Drive"). */
  namedPlace: new RegExp(NAMED_PLACE, "g"),
  time: new RegExp(
    `\\b(?:by|before|from|until|starting|start(?:ing)? in|in|opens? in|between) (?:the end of |next )?(?:${MONTHS}|${SEASONS}|20\\d\\d)(?: 20\\d\\d)?\\b` +
      `|\\b(?:${MONTHS}) 20\\d\\d\\b|\\b20\\d\\d[–-]\\d\\d\\b|\\b(?:in|during|between|until|through) (?:${MONTHS})(?: and (?:${MONTHS}))?\\b` +
      "|\\b(?:within|in|after|for|every) (?:the first )?(?:\\d+|a|an|one|two|three|four|five|six|ten|twelve) (?:hours?|days?|business days|weeks?|months?|years?|minutes?)\\b|\\b\\d+-(?:hour|day|minute|week)\\b" +
      "|\\b(?:a|one|two|three|\\d+) (?:days?|weeks?|months?) (?:ahead|before|in advance|early)\\b|\\b\\d{1,2}(?::\\d\\d)? ?(?:a\\.m\\.|p\\.m\\.|am|pm)\\b|\\b\\d{1,2}:\\d\\d\\b|\\b(?:after|until|before) (?:\\d{1,2}|six|seven|eight|nine|ten|dark|midnight)\\b" +
      `|\\b(?:on |at )?(?:${DAYS}|weekday|weekend)s?(?: mornings?| evenings?| nights?)?\\b|\\b(?:evenings?|mornings?|at night|overnight)\\b|\\b(?:next|this|each|every|in|before) (?:${SEASONS})\\b`,
    "gi",
  ),
  money: /\$\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|[mbk]\b))?|\b\d[\d,.]*\s?(?:million|billion)? dollars\b/gi,
  resources:
    /\b(?:budget(?:ed)?|funded|funding|fund|grants?|bond|costs?|paid (?:from|for|by)|revenue|staff(?:ed|ing)?|hire|hiring|contract|volunteers? (?:have|offered|would)|offered to|(?:could|would) (?:come from|cover|pay for|move from|be moved from|swap|share)|cover (?:it|most of (?:it|the cost)|the cost)|already (?:budgeted|funded|offered)|federal|seasonal)\b/gi,
  count: new RegExp(`\\b(?:${QUANTITY}|${SPELLED})\\s+(?:[a-z-]+\\s+){0,3}?(?:${COUNTED_NOUN})\\b`, "gi"),
  sites: /\b(?:neighbou?rhoods?|districts?|corridors?|intersections?|branch(?:es)?|stations?|stops?|blocks?|buildings?|schools?|parks?|pools?|developments?|playgrounds?|citywide|city-wide)\b/gi,
  beneficiary:
    /\b(?:residents?|riders?|passengers?|students?|children|kids|families|seniors?|elderly|older|disabled|tenants?|households?|patients?|workers?|nurses|commuters?|pedestrians?|cyclists?|people with disabilities|wheelchair users?|blind|low-income|youth|teenagers?|teens|parents?|adults|neighbou?rs|immigrants?|homeless|applicants|dog owners)\b/gi,
  reach:
    /\b(?:citywide|city-wide|every (?:[a-z-]+ )?(?:bus|school|branch|district|neighbou?rhood|household|home|station|stop|building|development|park|playground|request)|all (?:\d+ )?(?:[a-z-]+ ){0,2}(?:schools|branches|districts|neighbou?rhoods|stations|stops|pools|parks|playgrounds|buses|routes|lines|buildings|developments|libraries|intersections|streets|wards)|across the city|each (?:district|neighbou?rhood|school|branch)|(?:whole|entire) network|network-wide|all routes)\b/gi,
  phasing:
    /\b(?:pilot(?:ed|ing)?|phases?|phased|start(?:ing)? with|then (?:expand|extend|roll)|roll(?:ed)? out|scale up|expand(?:ed|ing)? to|extend(?:ed)? to|in (?:two|three|four) (?:phases|stages))\b/gi,
  proven:
    /\b(?:other (?:[a-z]+ )?(?:cities|districts|library systems|libraries|agencies|systems|towns)|as (?:other|several|many) [a-z ]{0,30}(?:have|already|did)|like many other|cities that did this|already (?:works|do(?:es)? this)|proven|replicat(?:e|ed|ing))\b/gi,
  ongoing:
    /\b(?:a year|per year|each year|every year|annual(?:ly)?|yearly|operating|recurring|ongoing|permanent(?:ly)?|long-term|for \d+ years|bond|grants?|paid from|revenue|contract)\b/gi,
  maintenance:
    /\b(?:maintain(?:ed|s)?|maintenance|repairs?|repaired|upkeep|clean(?:ing|ed)?|water (?:them|the)|stewards?|inspections?|batter(?:y|ies)|service contract|response time)\b/gi,
  environment:
    /\b(?:electric|battery-electric|solar|trees?|canopy|emissions?|climate|heat(?:-island)?|cooling|shade|flood(?:ing|s)?|energy|recycl(?:e|ing)|compost|pollution|air quality|bike lanes?|green space|garden)\b/gi,
  review:
    /\b(?:report|review|publish|evaluat|survey|check|inspect)[a-z]*\b[^.!?]{0,40}\b(?:monthly|quarterly|annually|every (?:month|quarter|year))\b|\b(?:reviews?|evaluat(?:e|ion)|after \d+ (?:months|years)|sunset|survey(?:s|ed)?|before and after)\b/gi,
  /** The problem as it is today: the evidence that the change is needed. */
  problem:
    /\b(?:right now|today|currently|at the moment|last (?:year|month|week|summer|winter)|this year|there (?:have|has) been|there (?:is|are) no|nowhere|only (?:one|once|\d+)|can't|cannot|have to|has to|for (?:days|weeks|months|years)|failed|broken|stuck|dark|wait(?:s|ing)?|too (?:long|far|late|early)|close[sd]? at)\b/gi,
  outcome: /\b(?:measured?|measuring|targets?|track(?:ed|ing)?|success|baseline|before and after|dashboard|surveys?)\b|\b\d+(?:\.\d+)?\s?%/gi,
} as const satisfies Record<string, RegExp>;

export type Pattern = keyof typeof PATTERNS;

/** The distinct phrases a pattern matches, in order of appearance (case-insensitive dedupe). */
export function find(text: string, pattern: Pattern): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const m of text.matchAll(PATTERNS[pattern])) {
    // Sentence punctuation is not part of the phrase ("$50,000." → "$50,000"), but "p.m." keeps its dot.
    const phrase = m[0].replace(/\s+/g, " ").trim().replace(/[,;:]+$|(?<=\d)\.$/, "");
    const key = phrase.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      found.push(phrase);
    }
  }
  return found;
}
