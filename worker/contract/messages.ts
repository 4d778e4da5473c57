// Texts the Worker answers with that the web app may also show; written once here.
export const commonMessages = {
  notFound: "Not found.",
  pageNotFound: "Motion page not found.",
  motionNotFound: "Motion not found.",
  imageNotFound: "Image not found.",
  internal: "Something went wrong on our side. Please try again.",
  invalidInput: "The request is not valid.",
  invalidJson: "The request body is not valid JSON.",
  tooLarge: "The request is too large.",
  jsonRequired: "The request body must be JSON (Content-Type: application/json).",
  // A valid sign-in of the wrong kind: a member or an editor on an admin route (403).
  forbidden: "You do not have permission to do that.",
  // A development build reached on a public host: a deploy without --env production (README.md, "Deploying").
  // A write to a jurisdiction whose records are being copied to another database (README.md, "Moving a
  // jurisdiction"): 503 with Retry-After; reads go on.
  moving: "This city's records are being moved. Please try again in a minute.",
  developmentBuild: "This is a development build of Plaza; it only answers on this computer.",
} as const;
