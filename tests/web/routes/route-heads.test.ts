import { describe, expect, it } from "vitest";
import { Route as About } from "../../../web/src/routes/about";
import { Route as Manifesto } from "../../../web/src/routes/manifesto";
import { Route as Privacy } from "../../../web/src/routes/privacy-policy";
import { Route as Team } from "../../../web/src/routes/team";
import { Route as Terms } from "../../../web/src/routes/terms-of-service";

type Meta = { title?: string; name?: string; content?: string };

describe("content routes' document heads", () => {
  it.each([
    ["/manifesto", Manifesto, "Manifesto · Plaza"],
    ["/about", About, "About Us · Plaza"],
    ["/team", Team, "Our Team · Plaza"],
    ["/privacy-policy", Privacy, "Privacy Policy · Plaza"],
    ["/terms-of-service", Terms, "Terms of Service · Plaza"],
  ])("%s sets its title and a description", (_path, route, title) => {
    const head = (route.options.head as unknown as () => { meta: Meta[] })();
    expect(head.meta.find((m) => m.title)?.title).toBe(title);
    const description = head.meta.find((m) => m.name === "description")?.content ?? "";
    expect(description.length).toBeGreaterThan(40);
  });
});
