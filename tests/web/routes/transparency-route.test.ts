import { describe, expect, it } from "vitest";
import { Route } from "../../../web/src/routes/transparency";

type Meta = { title?: string; name?: string; content?: string };

describe("/transparency's document head", () => {
  it("sets its title and a description of its own", () => {
    const head = (Route.options.head as unknown as () => { meta: Meta[] })();
    expect(head.meta.find((m) => m.title)?.title).toBe("Transparency · Plaza");
    expect(head.meta.find((m) => m.name === "description")?.content).toMatch(/moderation/);
  });
});
