import { z } from "zod";
import { jurisdictionSlug } from "./jurisdiction-schemas";
import { lengthRules, multiLineText, oneLineText, proseRules, webLink } from "./text";

// Staff sign-in, editors and motion pages. The Worker validates with these schemas and the
// back-office forms use the same ones, so a server 400 carries the message the form would have shown.

export const staffMessages = {
  adminEmailRequired: "Please enter you email address",
  adminEmailInvalid: "Invalid email format.",
  passwordRequired: "Please provide a password",
  adminPasswordTooShort: "Password must be upto 8 characters",
  adminPasswordWeak: "Include a number and a special character.",
  usernameRequired: "Please enter your username",
  newUsernameRequired: "Please enter username",
  newPasswordRequired: "Please enter password",
  editorPasswordTooShort: "Password must be upto 6 characters.",
  usernameTooLong: "Username must be at most 40 characters.",
  usernameInvalid: "Use letters, numbers, dots, dashes or underscores only.",
  passwordTooLong: "Password must be at most 128 characters.",
  invalidCredentials: "Invalid email or password.",
  invalidEditorCredentials: "Invalid username or password.",
  loggedIn: "Logged In",
  sessionExpired: "Session Expired, Please login",
  usernameTaken: "An editor with this username already exists.",
  editorAdded: "Editor added.",
  editorRemoved: "Editor removed.",
  editorNotFound: "Editor not found.",
  passwordResetDone: "New password created. Copy it now: it will not be shown again.",
  // npm run admin:create (the only way an admin account is made).
  adminNameRequired: "Please enter the admin's name.",
  adminNameTooLong: "Name must be at most 80 characters.",
  adminEmailTaken: "An admin with this email already exists.",
} as const;

export const pageMessages = {
  nameRequired: "Please enter name.",
  nameTooLong: "Name must be at most 120 characters.",
  imageRequired: "Image is required",
  imageType: "Only images are allowed.",
  imageTooLarge: "Image must be at most 5 MB.",
  // The bytes look like an image type but its headers do not parse: cut short, or not that format after all.
  imageUnreadable: "This image could not be read: the file may be damaged or incomplete.",
  imageTooManyPixels: "Image must be at most 40 megapixels (e.g. 8000 × 5000 pixels).",
  bioRequired: "Please enter bio",
  bioTooShort: "Bio must be upto 50 characters.",
  bioTooLong: "Bio must be at most 5,000 characters.",
  twitter: "Please enter valid twitter/x URL.",
  instagram: "Please enter valid instagram URL.",
  facebook: "Please enter valid facebook URL.",
  tiktok: "Please enter valid tiktok URL.",
  youtube: "Please enter valid youtube URL.",
  link: "Please enter a valid URL starting with http:// or https://.",
  sortRank: "Order must be a whole number from 1 to 1000.",
  version: "The page version is not valid. Reload the page and edit again.",
  stale: "Someone else saved this page while you were editing it. Your changes were not saved: reload to see theirs, then edit again.",
  // A page's motions stay with it on its city's database (README.md, "Databases"): it cannot join a city kept
  // on another one; moving the city moves them all.
  otherDatabase: "This page cannot move to that jurisdiction: its records are kept on another database. Move the whole jurisdiction instead.",
  added: "Motion page added.",
  updated: "Motion page updated.",
  multipartRequired: "Send the page as multipart/form-data.",
} as const;


const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const adminPasswordField = z
  .string({ error: staffMessages.passwordRequired })
  .min(1, staffMessages.passwordRequired)
  .min(8, staffMessages.adminPasswordTooShort)
  .max(128, staffMessages.passwordTooLong)
  .regex(/\d/, staffMessages.adminPasswordWeak)
  .regex(/[@$!%*?&]/, staffMessages.adminPasswordWeak);

export const adminEmailField = z
  .string({ error: staffMessages.adminEmailRequired })
  .trim()
  .min(1, staffMessages.adminEmailRequired)
  .max(254, staffMessages.adminEmailInvalid)
  .regex(emailPattern, staffMessages.adminEmailInvalid)
  .transform((e) => e.toLowerCase());

export const adminLoginBody = z.object({ email: adminEmailField, password: adminPasswordField });

export const editorLoginBody = z.object({
  username: oneLineText(staffMessages.usernameRequired).min(1, staffMessages.usernameRequired).max(40, staffMessages.usernameTooLong),
  password: z.string({ error: staffMessages.passwordRequired }).min(1, staffMessages.passwordRequired).max(128, staffMessages.passwordTooLong),
});

/**
 * The jurisdiction a staff form puts a page or an editor in (README.md, "Staff per jurisdiction"), by its slug;
 * left out (or empty, as a select sends it) for the staff member's own.
 */
export const staffJurisdictionField = z
  .union([z.literal(""), jurisdictionSlug])
  .optional()
  .transform((slug) => slug || undefined);

export const addEditorBody = z.object({
  jurisdiction: staffJurisdictionField,
  username: oneLineText(staffMessages.newUsernameRequired)
    .check(...lengthRules({ required: staffMessages.newUsernameRequired, max: [40, staffMessages.usernameTooLong], letters: 1 }))
    .regex(/^[\w.-]+$/, staffMessages.usernameInvalid),
  password: z
    .string({ error: staffMessages.newPasswordRequired })
    .min(1, staffMessages.newPasswordRequired)
    .min(6, staffMessages.editorPasswordTooShort)
    .max(128, staffMessages.passwordTooLong),
});

// Social link rules. Each accepts http(s), optional www./m., and the platform's own paths.
const socialPatterns = {
  twitter: /^https?:\/\/(www\.|mobile\.)?(twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/?(\?.*)?$/i,
  instagram: /^https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9_.]{1,30}\/?(\?.*)?$/i,
  facebook: /^https?:\/\/(www\.|m\.|web\.)?(facebook|fb)\.com\/[A-Za-z0-9_.\-/?=&%]+$/i,
  tiktok: /^https?:\/\/(www\.)?tiktok\.com\/@[A-Za-z0-9_.]{2,24}\/?(\?.*)?$/i,
  youtube:
    /^https?:\/\/((www\.|m\.)?youtube\.com\/(channel\/[\w-]+|@[\w.-]+|c\/[\w.-]+|user\/[\w.-]+|watch\?v=[\w-]{11}[^\s]*)|youtu\.be\/[\w-]{11}[^\s]*)\/?$/i,
} as const;

export type SocialName = keyof typeof socialPatterns;
export const SOCIAL_NAMES = Object.keys(socialPatterns) as SocialName[];

// The URL parser decides what a link is; a social link must also be an address on its platform.
const optionalLink = (message: string, platform?: RegExp) =>
  webLink(message)
    .refine((v) => v === "" || !platform || platform.test(v), message)
    .optional()
    .transform((v) => v || undefined);

export const BIO_MIN = 50;
export const BIO_MAX = 5000;

/**
 * The text fields of the add/edit page form (multipart on the wire; the image is checked apart, by its
 * bytes). Empty social links and additional links are dropped.
 */
export const pageFields = z.object({
  name: oneLineText(pageMessages.nameRequired).check(...lengthRules({ required: pageMessages.nameRequired, max: [120, pageMessages.nameTooLong], letters: 1 })),
  bio: multiLineText(pageMessages.bioRequired).check(
    ...proseRules(
      pageMessages.bioRequired,
      [BIO_MIN, pageMessages.bioTooShort],
      [BIO_MAX, pageMessages.bioTooLong],
    ),
  ),
  twitter: optionalLink(pageMessages.twitter, socialPatterns.twitter),
  instagram: optionalLink(pageMessages.instagram, socialPatterns.instagram),
  facebook: optionalLink(pageMessages.facebook, socialPatterns.facebook),
  tiktok: optionalLink(pageMessages.tiktok, socialPatterns.tiktok),
  youtube: optionalLink(pageMessages.youtube, socialPatterns.youtube),
  link1: optionalLink(pageMessages.link),
  link2: optionalLink(pageMessages.link),
  link3: optionalLink(pageMessages.link),
  sortRank: z
    .string()
    .trim()
    .max(4, pageMessages.sortRank)
    .regex(/^\d{1,4}$/, pageMessages.sortRank)
    .transform(Number)
    .pipe(z.number().int().min(1, pageMessages.sortRank).max(1000, pageMessages.sortRank))
    .optional(),
});

/**
 * The image part of the page form. Its bytes decide its type on the Worker (magic bytes, never the name or
 * the declared type); "" stands for an empty file input that a client sent as text, i.e. no image.
 */
export const pageImageField = z.union([z.instanceof(File), z.literal("")], { error: pageMessages.imageType }).optional();

/**
 * The whole multipart form of POST /entity/add and PUT /entity/edit/:id, as the typed client sends it. An
 * edit may name the `version` of the page it was based on (the page's `version`): a stale one is a 409. Either
 * may name the page's `jurisdiction` within the staff member's reach (an edit then moves the page there).
 */
export const pageForm = pageFields.extend({
  image: pageImageField,
  jurisdiction: staffJurisdictionField,
  version: z.string().trim().max(9, pageMessages.version).regex(/^\d{1,9}$/, pageMessages.version).transform(Number).optional(),
});
