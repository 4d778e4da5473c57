import { z } from "zod";
import { jurisdictionMessages } from "./jurisdictions";

// The inputs that name a jurisdiction (README.md, "A nation of cities"), shared by the Worker and the forms.

/** A jurisdiction's address: lower-case letters, digits and single dashes; capitals in a link still find it. */
export const JURISDICTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const jurisdictionSlug = z
  .string({ error: jurisdictionMessages.slug })
  .trim()
  .toLowerCase()
  .min(2, jurisdictionMessages.slug)
  .max(60, jurisdictionMessages.slug)
  .regex(JURISDICTION_SLUG, jurisdictionMessages.slug);

export const jurisdictionParam = z.object({ slug: z.string().trim().toLowerCase().min(1).max(120) });

/** `jurisdiction=<slug>`: a list narrowed to that jurisdiction and everything below it. */
export const jurisdictionFilter = z.object({ jurisdiction: jurisdictionSlug.optional() });

/** PUT /api/me/home-city: a city's (or district's) address, or null to clear it. */
export const homeCityBody = z.strictObject(
  { jurisdiction: z.union([jurisdictionSlug, z.null()], { error: jurisdictionMessages.notACity }) },
  { error: jurisdictionMessages.notACity },
);
