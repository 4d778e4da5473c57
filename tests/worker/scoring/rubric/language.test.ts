import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../../../worker/scoring/rubric/language";

// The rubric reads seven languages; it must know which one a motion is in, and when it cannot read it, so it
// neither calls a motion off-topic for its language nor mistakes another script for gibberish.

describe("detectLanguage", () => {
  it.each([
    ["es", "Spanish", "Que la Ruta 9 pase cada 10 minutos en lugar de cada 30 los días laborables entre las 6 y las 9 de la mañana."],
    ["fr", "French", "Installer un écran d'arrivée en temps réel et un banc aux 40 arrêts les plus fréquentés qui n'en ont pas."],
    ["pt", "Portuguese", "Colocar uma faixa de pedestres pintada na esquina da Mill Street com a 5th Avenue, onde as crianças atravessam."],
    ["de", "German", "Die Stadt soll an allen Haltestellen der Linie 4 eine Bank und ein Dach aufstellen, und das noch vor dem Winter."],
    ["it", "Italian", "Il comune dovrebbe aprire la biblioteca di Northside la domenica pomeriggio, dalle 13 alle 17."],
    ["pl", "Polish", "Miasto powinno dodać więcej ławek i koszy na śmieci w parku Hillcrest przed latem."],
  ])("reads %s (%s)", (code, name, text) => {
    expect(detectLanguage(text)).toEqual({ code, name, latin: true });
  });

  it("reads a Latin-script language outside the seven as one it cannot read", () => {
    expect(detectLanguage("Plaats bankjes en verlichting bij de drukste bushaltes voor oktober.").code).toBe("other");
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
