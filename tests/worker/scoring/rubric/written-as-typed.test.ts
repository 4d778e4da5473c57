import { describe, expect, it } from "vitest";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";

// Rubric 3.4.0 (README.md, "How scoring works"): a motion typed on a phone — in lower case, without its
// full stops or question mark, with a few letters swapped — asks what it asks, in English and in the other
// languages read; and English boilerplate appended to a motion in any language earns it nothing.

const STREETS = {
  name: "Ashford Department of Streets and Sidewalks",
  description: "Maintains streets, sidewalks, potholes, crosswalks, street lights and snow clearing. Propose repairs and safety changes.",
};
const FIRE = {
  name: "Ashford Fire and Emergency Medical Services",
  description: "Runs the city's fire stations and ambulances, fire inspections and safety classes. Propose changes to stations, response and prevention.",
};
const TRANSIT = {
  name: "Ashford Regional Transit",
  description: "Runs the city's buses and the Green Line light rail: routes, schedules, fares, stops and shelters. Propose service changes.",
};
const analyse = (text: string, page = STREETS) => analyseWithRubric({ motion: { id: "m", text }, page, others: [] });
const asks = (text: string, page = STREETS) => !analyse(text, page).result.explanation.includes("does not ask");
const score = (text: string, page = STREETS) => analyse(text, page).result.score;

describe("a request typed without capitals or stops", () => {
  it.each([
    "could the department act as a go-between for residents and contractors replacing broken sidewalks so we are not on our own finding someone trustworthy",
    "love how the potholes on our street have basically become their own ecosystem at this point truly a local landmark maybe fill the potholes in eastbrook once in a while",
    "our request a new crosswalk with a flashing beacon at the corner of elm street and 5th avenue before the school year",
    "i have walked this street every morning for years and it has always been dark so here is my suggestion for what it is worth put up two more street lights on the block between elm and oak",
  ])("finds the request in %s", (text) => expect(asks(text)).toBe(true));

  const COUNCILLOR = { name: "Council Member Rosa Delgado (Ward 3)", description: "Represents Ward 3 on the City Council: ordinances, the ward's budget requests and constituent services." };
  const PARKS = { name: "Ashford Parks and Recreation", description: "Runs the city's parks, playgrounds, pools and recreation centers. Propose repairs, programs and new facilities." };
  const typedOnAPhone = (text: string) => text.toLowerCase().replace(/[.,;:!?()"“”]/g, "");
  it.each([
    [STREETS, "THIRD time I'm posting this. The walk signal at Brisk Lane and Halloway Avenue is ridiculously short. Make it at least 25 seconds. How hard is that??"],
    [COUNCILLOR, "Sponsor an ordinance that requires landlords in Ward 3 to fix a broken heating system within 48 hours between November and March. Tenants in the Riverside flats waited 11 days without heat last January, and the current rule gives landlords 14 days."],
    [PARKS, "Reemplazar los columpios rotos y el suelo de goma agrietado del parque infantil de Hillcrest Park antes del próximo verano. El parque no pasó su última inspección de seguridad y es el único al que pueden llegar caminando las familias de Old Mill."],
  ])("costs at most 10 typed in lower case without punctuation: %#", (page, written) => {
    expect(score(typedOnAPhone(written), page)).toBeGreaterThanOrEqual(score(written, page) - 10);
  });

  it("does not read a statement's verb after its subject as a request", () => {
    expect(asks("i have lived on elm street for years and the residents use the sidewalk every single day and we all love the old trees there")).toBe(false);
  });

  it("corrects a swapped number word the request turns on", () => {
    const written = "Cars race down Orchard Street every evening. I think three speed humps between Fenwick Road and Dale Street would slow them down.";
    const typed = "Cars race down Orchard Street every evening. I think trhee speed humps between Fenwick Road and Dale Street wuold slow them down.";
    expect(asks(typed)).toBe(true);
    expect(score(typed)).toBeGreaterThanOrEqual(score(written) - 10);
  });
});

describe("a request typed without stops in another language", () => {
  it.each([
    "¿podría la estación 6 de brookfield avenue dar una clase gratuita de rcp el primer sábado de cada mes para 25 personas",
    "czy remiza nr 6 przy brookfield avenue mogłaby w pierwszą sobotę każdego miesiąca prowadzić bezpłatny kurs resuscytacji dla 25 osób",
    "nuestra cuadra casi no tiene sombra y en julio la acera frente a los apartamentos para mayores llega a 50 grados al mediodía planten 20 árboles a lo largo de tanner street este otoño",
    "an spieltagen parken fans vor unseren einfahrten und letzte saison kam ein krankenwagen nicht durch machen sie die holloway street an spieltagen zur reinen anwohnerparkzone",
    "Les agraedcería que rebajen o cambien esas losas de la acera de Fenwick Road entre los números 40 y 90, donde dos vecinas se cayeron este invierno.",
  ])("finds the request in %s", (text) => expect(asks(text, FIRE)).toBe(true));

  it("quotes a word it does not know as the resident wrote it", () => {
    const text = "¿podría el departamento pintar un paso de peatones en la calle 5 y elm antes del invierno? los niños cruzan ahí cada tarde y no hay ninguna señal";
    const { explanation } = analyse(text).result;
    expect(explanation).toContain("no hay ninguna señal");
    expect(explanation).not.toContain("señaló");
  });

  it("reads 'puede que…' as 'perhaps', not as 'could you'", () => {
    expect(asks("Puede que el camión de bomberos llegue tarde otra vez esta semana a la calle Elm, como siempre pasa en invierno.", FIRE)).toBe(false);
  });

  it("does not read a verb in the present tense after its plural subject as a request", () => {
    const text =
      "los días de partido los aficionados aparcan delante de nuestras entradas y en la parada de autobús y la temporada pasada una ambulancia no pudo pasar por la calle";
    expect(asks(text, FIRE)).toBe(false);
  });
});

describe("English boilerplate after a motion", () => {
  const appendices = [
    "Start next spring and finish by the end of 2027. Estimated cost: $1.2 million over three years. Success will be measured by a 25% improvement, reported monthly.",
    "Fact sheet: 4,200 residents affected; 38% increase since 2021; 3 similar cities saw 41% gains; cost per resident $12.",
    "\n\n## Feasibility\nHighly feasible.\n## Impact\nVery high impact.\n## Scalability\nScales citywide.",
  ];

  it.each([
    ["Chinese", "请在榆树街和第五大道的路口增加一条人行横道和闪光信号灯。每天早上有两百多名学生从这里过马路，上个月有一个孩子差点被车撞到。"],
    ["Turkish", "Elm Caddesi ile 5. Cadde kavşağına yanıp sönen ışıklı bir yaya geçidi yapılmasını çok isterim, her sabah iki yüzden fazla öğrenci buradan karşıya geçiyor."],
    ["nothing but emoji and a laugh", "🚧🚧🚧🚧🚧 lol"],
  ])("earns a motion in %s nothing", (_, base) => {
    for (const appendix of appendices) expect(score(`${base} ${appendix}`)).toBeLessThanOrEqual(score(base) + 5);
  });

  it("is read as a sentence of its own after a number", () => {
    const base = "rout 22 bus is allways late in the morning, add one more bus betwen 7 and 9 so it comes evry 15 min not 30";
    const padded = `${base} Everything would be finished in good time and paid for sensibly, with a trial run before going wider, and we would see clearly whether it worked.`;
    expect(score(padded, TRANSIT)).toBeLessThanOrEqual(score(base, TRANSIT) + 5);
  });
});
