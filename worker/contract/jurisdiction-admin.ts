import { z } from "zod";
import { jurisdictionSlug } from "./jurisdiction-schemas";
import { jurisdictionMessages } from "./jurisdictions";
import { lengthRules, oneLineText } from "./text";

// The admins' forms of the jurisdiction tree (README.md, "Staff per jurisdiction"), shared by the Worker and
// the back office's screen.

/** The longest address jurisdictionSlug takes: a slug made from a long name is clipped to it. */
export const JURISDICTION_SLUG_MAX = 60;

/** A jurisdiction's name, as people know it ("Rivermouth", "Old Town"). */
const jurisdictionName = oneLineText(jurisdictionMessages.name).check(
  ...lengthRules({ required: jurisdictionMessages.name, max: [80, jurisdictionMessages.name], letters: 1 }),
);

/** An address typed in a form: left empty for one made from the name. */
const optionalSlug = z
  .union([z.literal(""), jurisdictionSlug])
  .optional()
  .transform((slug) => slug || undefined);

/** The kinds an admin adds: the nation is there from the start. */
export const ADDED_KINDS = ["region", "city", "district"] as const;

/**
 * POST /api/admin/jurisdictions: a region under the nation, a city under a region or a district under a city
 * (`parent`, a slug); the address is made from the name unless one is given.
 */
export const jurisdictionCreateBody = z.object({
  name: jurisdictionName,
  slug: optionalSlug,
  kind: z.enum(ADDED_KINDS, { error: jurisdictionMessages.kind }),
  parent: z.string({ error: jurisdictionMessages.parent }).trim().toLowerCase().min(1, jurisdictionMessages.parent).max(120, jurisdictionMessages.parent),
});

/** PATCH /api/admin/jurisdictions/:slug: a new name, a new address, or both; the old address then answers 301. */
export const jurisdictionRenameBody = z
  .object({ name: jurisdictionName.optional(), slug: optionalSlug })
  .refine((body) => body.name !== undefined || body.slug !== undefined, { message: jurisdictionMessages.nothingToChange });
