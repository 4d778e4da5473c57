import { MAX_IMAGE_BYTES, pageFields, pageMessages } from "@contract/back-office";
import { z } from "zod";
import type { StaffPage } from "./page-api";

// The add/edit page form (spec §5): the shared text rules plus the image rules the browser can check
// before uploading. The Worker decides an image's real type from its bytes (DESIGN §7); these are the
// same five types, so a picture the server would refuse is refused here first.

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif)$/i;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** Some systems report no type for a file (AVIF on older ones); its name then decides. */
export const isAllowedImage = (file: File) =>
  file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_NAME.test(file.name);

const imageField = (required: boolean) =>
  z.custom<File | null>((value) => value === null || value instanceof File, pageMessages.imageType).superRefine((file, ctx) => {
    if (!file) {
      if (required) ctx.addIssue({ code: "custom", message: pageMessages.imageRequired });
      return;
    }
    if (!isAllowedImage(file)) ctx.addIssue({ code: "custom", message: pageMessages.imageType });
    else if (file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: "custom", message: pageMessages.imageTooLarge });
  });

export type PageFormMode = "add" | "edit";

/** Add needs an image; edit keeps the current one unless a new one is chosen (spec §5). */
export const pageFormSchema = (mode: PageFormMode) =>
  pageFields.extend({
    // An empty order field means "leave it": the server's default on add, the current rank on edit.
    sortRank: z
      .string()
      .transform((value) => value.trim() || undefined)
      .pipe(pageFields.shape.sortRank),
    image: imageField(mode === "add"),
  });

export type PageFormSchema = ReturnType<typeof pageFormSchema>;
export type PageFormValues = z.input<PageFormSchema>;
export type PageFormOutput = z.output<PageFormSchema>;

export const SOCIAL_FIELDS = [
  { name: "twitter", label: "Twitter / X", placeholder: "https://x.com/handle" },
  { name: "instagram", label: "Instagram", placeholder: "https://instagram.com/handle" },
  { name: "facebook", label: "Facebook", placeholder: "https://facebook.com/page" },
  { name: "tiktok", label: "TikTok", placeholder: "https://tiktok.com/@handle" },
  { name: "youtube", label: "YouTube", placeholder: "https://youtube.com/@handle" },
] as const;

export const LINK_FIELDS = ["link1", "link2", "link3"] as const;

export const emptyPageForm = (): PageFormValues => ({
  name: "",
  bio: "",
  twitter: "",
  instagram: "",
  facebook: "",
  tiktok: "",
  youtube: "",
  link1: "",
  link2: "",
  link3: "",
  sortRank: "",
  image: null,
});

/** The form filled from a stored page: the bio is its description, links by platform and by position. */
export function pageFormFrom(page: StaffPage): PageFormValues {
  const social = (name: string) => page.socialMediaLinks.find((item) => item.name === name)?.link ?? "";
  const [link1 = "", link2 = "", link3 = ""] = page.additionalLinks;
  return {
    ...emptyPageForm(),
    name: page.name,
    bio: page.description,
    twitter: social("twitter"),
    instagram: social("instagram"),
    facebook: social("facebook"),
    tiktok: social("tiktok"),
    youtube: social("youtube"),
    link1,
    link2,
    link3,
    sortRank: String(page.sortRank),
  };
}
