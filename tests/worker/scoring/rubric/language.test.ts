import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../../../worker/scoring/rubric/language";

// The rubric reads English; it must know when it cannot, so it neither calls a motion off-topic for its
// language nor mistakes another script for gibberish.

describe("detectLanguage", () => {
  it.each([
    ["Spanish", "Que la Ruta 9 pase cada 10 minutos en lugar de cada 30 los días laborables entre las 6 y las 9 de la mañana."],
    ["French", "Installer un écran d'arrivée en temps réel et un banc aux 40 arrêts les plus fréquentés qui n'en ont pas."],
    ["Portuguese", "Colocar uma faixa de pedestres pintada na esquina da Mill Street com a 5th Avenue, onde as crianças atravessam."],
    ["German", "Die Stadt soll an allen Haltestellen der Linie 4 eine Bank und ein Dach aufstellen, und das noch vor dem Winter."],
  ])("reads %s as another language", (name, text) => {
    expect(detectLanguage(text)).toEqual({ code: "other", name, latin: true });
  });

  it("reads a non-Latin script as another language", () => {
    expect(detectLanguage("在所有公园增加更多的长椅和饮水机。")).toEqual({ code: "other", name: null, latin: false });
  });

  it.each([
    "Hire bilingual family liaisons for the schools where more than a third of parents speak Spanish at home.",
    "Rename the plaza Plaza de la Paz, as the neighbors asked in their petition last spring.",
    "Add a stop at the Café du Parc on Route 7.",
  ])("keeps English with a foreign name or phrase as English: %s", (text) => {
    expect(detectLanguage(text).code).toBe("en");
  });
});
