import { describe, expect, it } from "vitest";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";

// The same motion in the seven languages the rubric reads scores within 10 of its English version, and the
// explanation quotes the request in the motion's own words (README.md, "Other languages").

const PAGE = {
  name: "Harbor Bus Network",
  description:
    "Runs the city's bus routes, bus stops, shelters and the night bus service. Residents propose changes to routes, schedules, fares and the accessibility of stops here; the network board answers the most supported motions every month.",
};

const ENGLISH =
  "Run the night bus on Route 5 every 15 minutes instead of every hour between 11 p.m. and 2 a.m. on Fridays and Saturdays. Nurses and cleaners finishing late shifts at Harbor Hospital now wait up to an hour in the cold.";

const TWINS: [string, string, string][] = [
  ["es", "Que el autobús nocturno de la Ruta 5 pase cada 15 minutos en lugar de cada hora entre las 23:00 y las 2:00 los viernes y sábados. Las enfermeras y el personal de limpieza que salen tarde del Harbor Hospital esperan ahora hasta una hora en el frío.", "Que el autobús nocturno"],
  ["fr", "Faire passer le bus de nuit de la ligne 5 toutes les 15 minutes au lieu de toutes les heures entre 23 h et 2 h les vendredis et samedis. Les infirmières et les agents d'entretien qui finissent tard au Harbor Hospital attendent aujourd'hui jusqu'à une heure dans le froid.", "Faire passer le bus"],
  ["de", "Der Nachtbus der Linie 5 soll freitags und samstags zwischen 23 und 2 Uhr alle 15 Minuten statt stündlich fahren. Pflegekräfte und Reinigungskräfte, die spät im Harbor Hospital fertig werden, warten jetzt bis zu einer Stunde in der Kälte.", "Der Nachtbus der Linie 5"],
  ["pt", "O ônibus noturno da Linha 5 deveria passar a cada 15 minutos em vez de a cada hora entre as 23h e as 2h às sextas e sábados. Enfermeiras e pessoal de limpeza que saem tarde do Harbor Hospital esperam hoje até uma hora no frio.", "O ônibus noturno"],
  ["it", "Il bus notturno della Linea 5 dovrebbe passare ogni 15 minuti invece che ogni ora tra le 23 e le 2 il venerdì e il sabato. Infermiere e addetti alle pulizie che finiscono tardi all'Harbor Hospital oggi aspettano fino a un'ora al freddo.", "Il bus notturno"],
  ["pl", "Nocny autobus linii 5 powinien kursować co 15 minut zamiast co godzinę między 23:00 a 2:00 w piątki i soboty. Pielęgniarki i sprzątaczki kończące późne zmiany w Harbor Hospital czekają dziś nawet godzinę na zimnie.", "Nocny autobus linii 5"],
];

const analyse = (text: string) => analyseWithRubric({ motion: { id: "m", text }, page: PAGE, others: [] });

describe("one rubric, seven languages", () => {
  const english = analyse(ENGLISH).result.score;

  it.each(TWINS)("reads the %s version within 10 of the English one and quotes its request", (code, text, opening) => {
    const { language, result } = analyse(text);
    expect(language).toBe(code);
    expect(Math.abs(result.score - english)).toBeLessThanOrEqual(10);
    expect(result.explanation).toContain(`It asks for a specific change: "${opening}`);
  });

  // The opening verb by grammar (foreign-request.ts): the plural imperative a resident addresses to the city,
  // whatever the verb, followed by what it acts on; German's verb first with "Sie".
  it.each([
    ["es", "Incluyan un kit gratuito en cada factura de las casas construidas antes de 1986, empezando por Eastgate en marzo."],
    ["pt", "Instalem uma faixa elevada na Rua 5 em frente à escola, porque os carros passam rápido demais ali."],
    ["it", "Aggiungete un autobus notturno sulla Linea 5 il venerdì e il sabato tra le 23 e le 2."],
    ["it", "Fate passare il bus notturno della Linea 5 ogni 15 minuti il venerdì e il sabato."],
    ["de", "Bauen Sie einen erhöhten Fußgängerüberweg an der Linie 5 vor der Schule, bis zum Herbst."],
  ])("reads a %s request that opens with an imperative as one: %s", (code, text) => {
    const { language, result } = analyse(text);
    expect(language).toBe(code);
    expect(result.explanation).not.toContain("does not ask");
    expect(result.score).toBeGreaterThan(50);
  });

  it("scores a Polish advert as spam, like an English one", () => {
    const { hardFlags, result } = analyse("Tanie bilety miesięczne! Najniższe ceny, zadzwoń 555-0142 już dziś, kod promocyjny BUS50.");
    expect(hardFlags.map((f) => f.kind)).toContain("spam");
    expect(result.score).toBeLessThan(20);
  });

  it("reads a motion in its language as asking nothing when it asks nothing", () => {
    const { result } = analyse("Los autobuses son aburridos jaja.");
    expect(result.score).toBeLessThanOrEqual(40);
  });
});
