/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { z } from "zod";

// Every string a client can send is bounded, so no request can make the Worker store or compare an
// unbounded value (worker/README.md, Errors: a bad input is a 400). This walks every zod schema that
// worker/contract/ exports (all modules, found by glob, so a new one is covered too) down to its string
// leaves and asserts each has a maximum length.

const modules = import.meta.glob<Record<string, unknown>>("../../../worker/contract/*.ts", { eager: true });

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

type CheckDef = { check: string; maximum?: number; length?: number };

/** The tightest max_length / length_equals check on a string schema, or undefined. */
const maxLength = (schema: z.ZodType) => {
  const checks = (schema._zod.def.checks ?? []).map((c) => c._zod.def as unknown as CheckDef);
  const limits = checks.flatMap((c) => (c.check === "max_length" ? [c.maximum!] : c.check === "length_equals" ? [c.length!] : []));
  return limits.length ? Math.min(...limits) : undefined;
};

/** Every string leaf of a schema, with its path and its maximum length (undefined = unbounded). */
export const stringLeaves = (schema: z.ZodType, path = "", seen = new Set<z.ZodType>()): { path: string; max?: number }[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, at = path) => (child ? stringLeaves(child, at, seen) : []);
  switch (def.type) {
    case "string":
    case "template_literal":
      return [{ path: path || "(root)", max: maxLength(schema) }];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, path ? `${path}.${key}` : key));
    case "pipe":
      return [...walk(def.in), ...walk(def.out)];
    case "union":
      return (def.options ?? []).flatMap((o) => walk(o));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "array":
      return walk(def.element, `${path}[]`);
    case "tuple":
      return [...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...walk(def.rest, `${path}[]`)];
    case "record":
    case "map":
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case "lazy":
      return walk(def.getter?.());
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional, promise: one inner schema.
      return walk(def.innerType);
  }
};

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.split("/").pop()}:${name}`, schema })),
);

describe("every string of every contract schema has a maximum length", () => {
  it("finds the contract's schemas and their string fields", () => {
    const leaves = schemas.flatMap((s) => stringLeaves(s.schema));
    console.log(`contract schemas: ${schemas.length}, string fields: ${leaves.length}`);
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6);
    expect(schemas.length).toBeGreaterThanOrEqual(25);
    expect(leaves.length).toBeGreaterThanOrEqual(60);
  });

  it("the walk sees through optional, default, pipes, unions, arrays and refinements — and catches a missing max", () => {
    const sneaky = z
      .object({
        a: z.string().max(3),
        b: z.string().trim().optional(),
        c: z.array(z.union([z.number(), z.string()])).max(4),
        d: z.string().regex(/^\d+$/).transform(Number).pipe(z.number()).default(1),
      })
      .refine(() => true);
    expect(stringLeaves(sneaky).filter((l) => l.max === undefined).map((l) => l.path)).toEqual(["b", "c[]", "d"]);
  });

  it.each(schemas)("$name", ({ schema }) => {
    const unbounded = stringLeaves(schema).filter((leaf) => leaf.max === undefined || !Number.isFinite(leaf.max));
    expect(unbounded.map((leaf) => leaf.path)).toEqual([]);
  });
});
