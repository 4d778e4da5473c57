/**
 * Manifesto copy (marketing text: it describes a method, not a feature of the app). The method: a creator
 * posts one video a day towards a big goal — the flag; each video is a button on the path to it; several
 * accounts, each with its own flag pole, make an ecosystem. Kept as data so the section components stay
 * about layout.
 */

export const NARRATIVE_STEPS = [
  {
    title: "Plant the flag",
    text: "Name one concrete, winnable goal — not “better transport” but “a shelter and a live timetable at the Route 14 stop on Main Street before winter”. If you cannot tell when you have reached it, it is not a flag yet.",
  },
  {
    title: "Draw the path",
    text: "List the steps between today and the flag: the problem, the evidence, the people it affects, what it costs, who decides, and what you are asking them to do. Every step becomes a video. Every video is a button on the path.",
  },
  {
    title: "Put it on the record",
    text: "Post your goal as a motion on Plaza, on the page of the office that can make it happen, and link it from every video. Attention then has somewhere to go: a place to vote, read the analysis and follow the outcome.",
  },
  {
    title: "Keep the rhythm",
    text: "One video a day, at the same moment of the day. Short, honest, numbered. The rhythm is the promise; the day count is the proof that you keep it.",
  },
];

export const ATTENTION_POINTS = [
  "Money can buy a billboard. It cannot buy what a billboard wants: people who choose to come back tomorrow.",
  "Decision-makers respond to what is visible. A motion with a thousand followers watching every step is much harder to file away than a letter.",
  "Attention compounds. Each day's video is seen by people who share it with people who have never heard of the issue — at no cost but your consistency.",
  "Attention is also accountability: the same audience that carries your message will notice if a promise made to it is quietly dropped.",
];

type DailyExample = { handle: string; series: string; text: string };

/** The nested examples of daily video accounts, grouped by the moment of the day they are made. */
export const DAILY_EXAMPLES: { moment: "MORNING" | "AFTER SHOWER" | "BEDTIME"; intro: string; accounts: DailyExample[] }[] = [
  {
    moment: "MORNING",
    intro: "On the way out of the door: film the problem where it happens, while it happens.",
    accounts: [
      { handle: "@elmstreetcrossing", series: "Crossing Count", text: "Sixty seconds at the school crossing at 8:05, counting the cars that do not stop. “Day 23. Eleven cars. Still no signal.”" },
      { handle: "@route14riders", series: "The 7:40", text: "The same bus stop every weekday: did the 7:40 come, how late, how many people waited in the rain." },
    ],
  },
  {
    moment: "AFTER SHOWER",
    intro: "Mid-morning, head clear: one idea, one number, one fix — explained simply.",
    accounts: [
      { handle: "@onebudgetline", series: "One Line a Day", text: "One line of the city budget, what it pays for and what it costs each household, in under a minute." },
      { handle: "@fixitfirst", series: "Small Fix, Big Difference", text: "One cheap, specific improvement for the neighbourhood, with a photo of the spot and a rough price tag." },
    ],
  },
  {
    moment: "BEDTIME",
    intro: "End of the day: what moved, what did not, and tomorrow's step towards the flag.",
    accounts: [
      { handle: "@goodnightcouncil", series: "Goodnight, Council", text: "What the city decided today, in plain words and sixty seconds, and the one vote to watch tomorrow." },
      { handle: "@stillhere.day", series: "Still Here", text: "A calm daily check-in: the day number, the votes on the motion, and the next button on the path." },
    ],
  },
];
