import { describe, expect, it } from "vitest";
import { groupByRegion, placeOptionGroups } from "../../../web/src/lib/place-options";
import { nationTree } from "../features/jurisdictions/jurisdiction-fixtures";
import { rivermouth } from "../support/jurisdiction-fixtures";

const district = { _id: "00000008-jurisdiction", slug: "old-town", name: "Old Town", kind: "district" as const, parentId: rivermouth._id, path: "" };
const tree = [...nationTree().jurisdictions, district];

describe("the jurisdiction tree as choices", () => {
  it("groups the cities under their regions, each district right after its city", () => {
    const { nation, regions } = groupByRegion(tree);
    expect(nation?.slug).toBe("norland");
    expect(regions.map((group) => [group.region.name, group.places.map((place) => place.name)])).toEqual([
      ["Highlands", ["Cedar Falls", "Port Alder"]],
      ["Riverland", ["Millbrook", "Rivermouth", "Old Town"]],
    ]);
  });

  it("offers a whole region as a choice when asked, and only one region's places within it", () => {
    expect(placeOptionGroups(tree, { regions: true, within: "riverland" })).toEqual([
      {
        label: "Riverland",
        options: [
          { value: "riverland", label: "All of Riverland" },
          { value: "millbrook", label: "Millbrook" },
          { value: "rivermouth", label: "Rivermouth" },
          { value: "old-town", label: "– Old Town" },
        ],
      },
    ]);
  });
});
