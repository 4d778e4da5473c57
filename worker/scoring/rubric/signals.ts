// The concrete things the rubric looks for in a motion's text, as named patterns. Each finder returns the
// matched phrases (deduplicated, in text order) so the explanation can quote exactly what was found.

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
/** A count, not a year, a sum of money or part of "24/7": "5,000", "2.3", never "2027" or "$700". */
const QUANTITY = "(?<![$\\d.,/:])(?!(?:19|20)\\d\\d\\b)\\d+(?:,\\d{3})*(?:\\.\\d+)?";
const NOT_A_NAME =
  "(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Route|Line|The|This|That)s?\\b)";
const COUNTED_NOUN =
  "schools?|stops?|stations?|branch(?:es)?|trees?|units?|homes?|apartments?|buses|nurses?|beds|intersections?|" +
  "lots?|km|kilometers?|kilometres?|miles?|meters?|metres?|blocks?|districts?|neighborhoods?|parks?|pools?|centers?|" +
  "centres?|crews?|officers?|staff|analysts?|teachers?|ambulances?|units?|routes?|lines?|racks?|lights?|signals?|" +
  "cameras?|screens?|towers?|developments?|households?|families|students?|residents?|riders?|seats?|rooms?|sites?";

const PATTERNS = {
  // Who acts: a capitalised body name ("Procurement Department", "School Board"), or a role or agency word.
  actorName: /\b(?:[A-Z][a-z]+ )*(?:Department|Authority|Office|Board|Council|Commission|Agency|Committee|Bureau|Inspector General)\b/g,
  actorRole:
    /\b(?:department|authority|board|council|commissioners?|agency|superintendent|mayor|city hall|contractors?|nonprofits?|community land trusts?|tenant associations?|firefighters|paramedics|librarians|recreation leaders|budget office|procurement)\b/gi,
  vagueActor: /\b(?:the city|someone|somebody|they|the government|the authorities)\b/gi,
  money: /\$\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|[mbk]\b))?|\b\d[\d,.]*\s?(?:million|billion) (?:dollars|a year)\b/gi,
  fundingWord: /\b(?:budget|funded|funding|fund|grants?|bond|costs?|paid from|revenue|billing|staff(?:ed|ing)?|hire|hiring)\b/gi,
  // A dated commitment ("by June 2027", "starting in January", "from 2027") or a month with its year.
  date: new RegExp(`\\b(?:(?:by|before|from|until|starting|start(?:ing)? in|in|opens? in) (?:the end of )?(?:${MONTHS}|spring|summer|autumn|fall|winter|20\\d\\d)(?: 20\\d\\d)?|(?:${MONTHS}) 20\\d\\d)\\b`, "gi"),
  deadline: /\b(?:within|in|after|for) (?:the first )?\d+ (?:hours?|days?|business days|weeks?|months?|years?|summers?)\b|\b\d{1,2}(?::\d\d)? ?(?:a\.m\.|p\.m\.)|\b\d+ (?:hours?|days?|weeks?|months?) (?:before|after)\b/gi,
  vagueTime: /\b(?:soon|asap|quickly|someday|one day|eventually|right now|immediately)\b/gi,
  place: new RegExp(
    "\\b[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Street|St|Avenue|Ave|Road|Boulevard|Square|Park|Station|Terminal|Towers|Bridge|Library|Pier|Flats|Row|Preserve)\\b" +
      `|\\b(?:in|at|on|near|between) (?:the )?${NOT_A_NAME}[A-Z][a-z]{2,}(?: [A-Z][a-z]+)?\\b`,
    "g",
  ),
  placeWord: /\b(?:neighbou?rhoods?|districts?|corridors?|intersections?|branch(?:es)?|stations?|blocks?|citywide|city-wide)\b/gi,
  // Lazy, so "172 schools share a nurse" quotes "172 schools".
  count: new RegExp(`\\b${QUANTITY}\\s+(?:[a-z-]+\\s+){0,3}?(?:${COUNTED_NOUN})\\b`, "gi"),
  beneficiary:
    /\b(?:residents?|riders?|passengers?|students?|children|kids|families|seniors?|elderly|older (?:adults|people)|tenants?|households?|patients?|workers?|commuters?|pedestrians?|cyclists?|people with disabilities|wheelchair users?|blind|low-vision|low-income|youth|teenagers?|teens|parents?|neighbou?rs|immigrants?|homeless|employees|taxpayers|citizens|voters|volunteers)\b/gi,
  broadBeneficiary: /\b(?:everyone|everybody|people|the public|all of us|normal people)\b/gi,
  scale: new RegExp(
    `\\b${QUANTITY}%?\\s+(?:of\\s+)?(?:[a-z-]+\\s+){0,2}(?:residents?|riders?|students?|homes?|households?|schools?|people|families|tenants?|calls?|trips?|visits?|children|seniors|crashes|orders?)\\b` +
      "|\\b(?:thousands|millions|hundreds) of\\b" +
      "|\\b(?:every|all(?: the)?|each) (?:\\d+ )?(?:[a-z-]+ )?(?:schools?|households?|branch(?:es)?|districts?|neighbou?rhoods?|homes?|residents?|students?|stations?|buildings?|stops?|parks?|tenants?)\\b",
    "gi",
  ),
  outcome:
    /\b(?:measured?|measuring|targets?|track(?:ed|ing)?|success|baseline|before and after|compare[ds]?|against (?:summer|last|the other)|kpis?|dashboard|surveys?|report(?:ed|s|ing)?|publish(?:ed|es)?)\b|\b\d+(?:\.\d+)?\s?%/gi,
  problem:
    /\b(?:today|currently|last year|reported|because|only \d+|\d+ of (?:our|the|them)|are (?:full|stuck|trapped|broken)|waits?|died|injur(?:ed|ies)|shortage|backlog)\b/gi,
  reach:
    /\b(?:citywide|city-wide|every (?:school|branch|district|neighbou?rhood|household|home|station|stop|building)|all (?:\d+ )?(?:[a-z-]+ )?(?:schools|branches|districts|neighbou?rhoods|stations|stops|pools|parks)|across the city|each (?:district|neighbou?rhood|school|branch)|(?:whole|entire) network|network-wide|all routes|nationwide|in all)\b/gi,
  phasing:
    /\b(?:pilot(?:ed|ing)?|phases?|phased|start(?:ing)? with|then (?:expand|extend|roll)|roll(?:ed)? out|scale up|expand(?:ed|ing)? to|extend(?:ed)? to|in (?:two|three|four) (?:phases|stages))\b/gi,
  replicable:
    /\b(?:other (?:large )?(?:cities|districts)|as (?:other|several) [a-z]+ (?:have|already)|cities that did this|already do(?:es)? this|proven|replicat(?:e|ed|ing)|model|template|standard practice)\b/gi,
  ongoingMoney:
    /\b(?:a year|per year|each year|every year|annual(?:ly)?|yearly|operating|recurring|ongoing|permanent(?:ly)?|long-term|for \d+ years|bond|grants?|paid from|recover|billing|revenue)\b/gi,
  maintenance:
    /\b(?:maintain(?:ed|s)?|maintenance|repair(?:s|ed)?|upkeep|clean(?:ing|ed)?|water (?:them|the)|stewards?|inspections?|check the|replace(?:d|ment)?|batter(?:y|ies)|service contract)\b/gi,
  environment:
    /\b(?:electric|battery-electric|solar|trees?|canopy|emissions?|climate|heat(?:-island)?|cooling|shade|flood(?:ing|s)?|energy|recycl(?:e|ing)|compost|pollution|air quality|bike lanes?|green space)\b/gi,
  review:
    /\b(?:every (?:month|quarter|year|autumn|spring)|monthly|quarterly|annually|each autumn|reviews?|evaluat(?:e|ion)|after \d+ (?:months|years)|sunset|end [a-z ]{0,30} if|report(?:ed)? [a-z ]{0,30}(?:monthly|quarterly|every)|dashboard|tracker|survival rates?)\b/gi,
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
