/** Manifesto copy: why the method works, the 62-day story, example storytelling pages and insights. */

export const WHY_IT_WORKS = [
  {
    title: "Consistency earns trust",
    text: "Anyone can post once. Posting every day for weeks shows you are serious, and audiences — and recommendation feeds — reward people who keep showing up.",
  },
  {
    title: "Progress is visible",
    text: "Because every video is a numbered button on a path to a flag, viewers can see how far the campaign has come and how far it has left. A story with a clear end is one people follow to the end.",
  },
  {
    title: "The ecosystem effect",
    text: "One account is a voice. Several accounts, each with its own flag pole, become a chorus: they share audiences, answer each other and show decision-makers a pattern instead of a single complaint.",
  },
  {
    title: "Attention lands on the record",
    text: "Every video points to a motion on Plaza, so attention turns into votes, a public analysis and a record the responsible office cannot pretend it never saw.",
  },
];

/** The 62-day example. A composite, and introduced as one, so the page claims nothing untrue. */
export const SIXTY_TWO_DAYS = [
  "Take a creator we will call Dana. Her flag: a signalled crossing outside her children's school. She filmed the crossing every morning for 62 days in a row.",
  "The first videos reached a few dozen neighbours. Around day 20, parents began filming their own crossings and tagging hers. By day 40, three accounts on other streets had planted flags of their own, and the motion on the city's transport page had more votes than any other that month.",
  "On day 62, the question was no longer whether the crossing would be built, but when. Nothing about this needed money or connections — only a flag, a path and the discipline to press one button a day.",
];

type StoryPage = { flag: string; account: string; rhythm: string; path: string };

export const STORY_PAGES: StoryPage[] = [
  { flag: "Open the central library on Sundays", account: "@sundaypages", rhythm: "Bedtime, daily", path: "One video a day from a reader who needs the weekend hours — students, shift workers, parents — ending at the council's library budget vote." },
  { flag: "Shade for every playground by next summer", account: "@shadeplease", rhythm: "Morning, daily", path: "A thermometer on a slide at 11 a.m., one playground a day, until every playground in the district has been visited." },
  { flag: "Publish road repair schedules a month ahead", account: "@potholediary", rhythm: "After shower, daily", path: "One street a day: the crater, the complaint date, the repair date, and the same ask at the end of each video." },
  { flag: "A night bus to the hospital district", account: "@nightshiftride", rhythm: "Bedtime, daily", path: "Nurses and cleaners on their way home after midnight, one story a night, counting the taxi fares they cannot afford." },
];

export const KEY_INSIGHTS = [
  "Define the flag before the first video: one concrete, winnable goal.",
  "Every video is a button on the path. Number them, and never skip a day.",
  "Choose your moment — morning, after shower or bedtime — and keep it.",
  "Put the goal on Plaza as a motion, and send every viewer to it.",
  "Several accounts with their own flag poles beat one account shouting alone.",
  "Attention is earned by consistency, not bought. That is why it is worth more than gold.",
];

/** Plaza's own profiles, where the method is demonstrated daily. */
export const PLAZA_PROFILES = [
  { platform: "TikTok", handle: "@plaza.civic", href: "https://www.tiktok.com/@plaza.civic" },
  { platform: "YouTube", handle: "@plazacivic", href: "https://www.youtube.com/@plazacivic" },
  { platform: "Instagram", handle: "@plaza.civic", href: "https://www.instagram.com/plaza.civic/" },
  { platform: "X", handle: "@plazacivic", href: "https://x.com/plazacivic" },
] as const;

/**
 * The creator deposit is marketing text only: nothing takes payments. The copy says so, so no
 * visitor can mistake it for an offer they can act on today.
 */
export const CREATOR_DEPOSIT = {
  title: "Skin in the game: the $500 deposit",
  text: "When creator verification opens, verified creators will back their path with a $500 deposit — a public pledge that they will post every day until they reach their flag, returned as they keep it. It tells viewers, and the people being asked to act, that this campaign will not fade after a week.",
  note: "Creator verification is not open yet, and Plaza takes no payments or deposits today.",
};

/**
 * Example embeds: the method explained on Plaza's channels. Facades only — nothing is requested from
 * the video services (and so no tracking) until the visitor presses play. The video ids come from the build
 * (VITE_MANIFESTO_YOUTUBE_ID, VITE_MANIFESTO_TIKTOK_ID) once explainers are published; without one, that
 * embed is left out rather than shown as a player for a video that does not exist.
 */
const youtubeId = import.meta.env.VITE_MANIFESTO_YOUTUBE_ID;
const tiktokId = import.meta.env.VITE_MANIFESTO_TIKTOK_ID;

export const MANIFESTO_VIDEOS = [
  youtubeId && {
    video: {
      provider: "youtube" as const,
      id: youtubeId,
      title: "The Plaza method: a flag, a path, one video a day",
      watchUrl: "https://www.youtube.com/@plazacivic",
    },
    portrait: false,
  },
  tiktokId && {
    video: { provider: "tiktok" as const, id: tiktokId, title: "Day 1 of 62: planting the flag", watchUrl: "https://www.tiktok.com/@plaza.civic" },
    portrait: true,
  },
].filter((entry) => !!entry);
