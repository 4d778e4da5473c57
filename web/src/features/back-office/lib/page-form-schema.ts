import { BIO_MAX, BIO_MIN, pageFields, pageMessages } from "@contract/back-office";
import { jurisdictionMessages } from "@contract/jurisdictions";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "@contract/limits";
import { z } from "zod";
import type { PageWireForm, StaffPage } from "../api/page-api";

// The add/edit page form: the shared text rules plus the image rules the browser can check before
// uploading. The Worker decides an image's real type from its first bytes; the browser can only go by
// the declared type or the name, but it accepts the same types, so a picture the server would refuse is
// refused here first.

// A JPEG is often named .jpeg rather than .jpg.
const IMAGE_EXTENSIONS = [...IMAGE_TYPES.map(({ ext }) => ext), "jpeg"];
const IMAGE_NAME = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");
const IMAGE_MIMES: readonly string[] = IMAGE_TYPES.map(({ mime }) => mime);

/** The file input's `accept`: the accepted types, so the picker offers only those. */
export const IMAGE_ACCEPT = IMAGE_MIMES.join(",");

/** "JPEG, PNG, WebP, GIF or AVIF", for the image field's hint. */
export const IMAGE_TYPE_NAMES = (() => {
  const labels = IMAGE_TYPES.map(({ label }) => label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : (labels[0] ?? "");
})();

export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

// The limits the form's hints quote, the contract's own, so the text cannot drift from them.
const rankRule = pageFields.shape.sortRank.unwrap().out;
export const BIO_LENGTH = { min: BIO_MIN, max: BIO_MAX };
export const SORT_RANK_RANGE = { min: rankRule.minValue ?? 1, max: rankRule.maxValue ?? Infinity };

/** Some systems report no type for a file (AVIF on older ones); its name then decides. */
export const isAllowedImage = (file: File) => (file.type ? IMAGE_MIMES.includes(file.type) : IMAGE_NAME.test(file.name));

const imageField = (required: boolean) =>
  z.custom<File | null>((value) => value === null || value instanceof File, pageMessages.imageType).superRefine((file, ctx) => {
    if (!file) {
      if (required) ctx.addIssue({ code: "custom", message: pageMessages.imageRequired });
      return;
    }
    if (!isAllowedImage(file)) ctx.addIssue({ code: "custom", message: pageMessages.imageType });
    else if (file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: "custom", message: pageMessages.imageTooLarge });
  });

/**
 * Add needs an image; edit keeps the current one unless a new one is chosen. The jurisdiction is a slug of
 * the staff member's reach; `requireJurisdiction` when there is no default to fall back on (a national admin
 * adding: README.md, "Staff per jurisdiction").
 */
export const pageFormSchema = (mode: "add" | "edit", requireJurisdiction = false) =>
  pageFields.extend({
    jurisdiction: z.string().refine((slug) => !requireJurisdiction || slug !== "", jurisdictionMessages.choose),
    // An empty order field means "leave it": the server's default on add, the current rank on edit.
    sortRank: z
      .string()
      .transform((value) => value.trim() || undefined)
      .pipe(pageFields.shape.sortRank),
    image: imageField(mode === "add"),
  });

type PageFormValues = z.input<ReturnType<typeof pageFormSchema>>;
type PageFormOutput = z.output<ReturnType<typeof pageFormSchema>>;

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
  jurisdiction: "",
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
    jurisdiction: page.jurisdiction.slug,
  };
}

/**
 * The form as the API takes it (multipart). Every text field goes, empty ones as "" (the server drops
 * empty links, so clearing a field on edit removes that link); the order only when given; the image only
 * when chosen; the jurisdiction only when one is chosen other than `current` (an edit's: a move).
 */
export const toPageWireForm = (values: PageFormOutput, current?: string): PageWireForm => ({
  name: values.name,
  bio: values.bio,
  twitter: values.twitter ?? "",
  instagram: values.instagram ?? "",
  facebook: values.facebook ?? "",
  tiktok: values.tiktok ?? "",
  youtube: values.youtube ?? "",
  link1: values.link1 ?? "",
  link2: values.link2 ?? "",
  link3: values.link3 ?? "",
  ...(values.sortRank === undefined ? {} : { sortRank: String(values.sortRank) }),
  ...(values.image ? { image: values.image } : {}),
  ...(values.jurisdiction && values.jurisdiction !== current ? { jurisdiction: values.jurisdiction } : {}),
});
