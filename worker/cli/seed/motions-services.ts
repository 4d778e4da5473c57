import type { SeedMotion } from "./types";

export const schoolsMotions: SeedMotion[] = [
  {
    text: "Put a full-time nurse in every school building by September 2028. Today 71 of our 172 schools share a nurse who visits once or twice a week, so students with asthma, diabetes or severe allergies depend on office staff. Hiring 68 nurses costs about $6.5 million a year, and the district can recover roughly a third of it through Medicaid billing for eligible services. Measure chronic absenteeism and the number of students sent home ill, school by school, before and after.",
    age: "18d",
    up: 22,
    down: 1,
  },
  { text: "Teachers deserve more money.", age: "3d", up: 9, down: 3 },
  {
    text: "Start high school at 8:30 a.m. or later. The district's own 2024 survey found most high-school students sleep less than seven hours on school nights. Swap the bus tiers so elementary schools start earlier and high schools later, as other districts have done without buying more buses. Pilot it at four high schools in 2027–28 and publish attendance, tardiness and grades against the other schools.",
    age: "40d",
    up: 16,
    down: 7,
  },
  {
    text: "Later start times for high school students please, 7:20 is way too early for teenagers.",
    age: "25d",
    up: 8,
    down: 2,
  },
  {
    text: "Serve free breakfast in the classroom in every elementary school during the first 10 minutes of the day, so no child has to choose between eating and getting to class on time.",
    age: "13d",
    up: 13,
    down: 0,
  },
  {
    text: "Install air conditioning, or at least ceiling fans, in the 40 schools without any cooling. In June and September top-floor classrooms reach 33°C and nobody can concentrate.",
    age: "6d",
    up: 18,
    down: 1,
  },
  {
    text: "Bring back music and art teachers in every elementary school; the 2020 cuts left many schools with neither.",
    age: "55d",
    up: 11,
    down: 1,
  },
  {
    text: "Add crossing guards at the 25 intersections near schools with the most crashes over the last five years, and publish the list.",
    age: "1d",
    up: 5,
    down: 0,
  },
  { text: "Homework is useless, just ban it.", age: "9h", up: 2, down: 4 },
];

export const fireMotions: SeedMotion[] = [
  {
    text: "Add two peak-hour ambulance units in East Flats and Southgate, where the median response time to life-threatening medical calls was 10 minutes 40 seconds last year against a target of 8 minutes. Staff them from 10 a.m. to 10 p.m., when 64% of those calls come in, out of Stations 14 and 27, which have room for them. Annual cost: about $2.9 million for four paramedic crews, plus $700,000 once for two ambulances. Report median and 90th-percentile response times by district on this page every month.",
    age: "20d",
    up: 21,
    down: 0,
  },
  {
    text: "Install smoke and carbon monoxide alarms free of charge for every household that asks, with priority for seniors and people with disabilities. Firefighters fit them and check the batteries on a yearly visit.",
    age: "34d",
    up: 17,
    down: 0,
  },
  {
    text: "Give free smoke detectors to old people, many have none or the battery is dead.",
    age: "10d",
    up: 7,
    down: 1,
  },
  { text: "Firefighters do a great job, pay them more.", age: "4d", up: 6, down: 2 },
  {
    text: "Send trained mental-health responders instead of fire engines and police to 911 calls about people in crisis who are not violent, as a 24/7 pilot in three districts.",
    age: "44d",
    up: 14,
    down: 5,
  },
  {
    text: "Open cooling centers in every fire station during heat emergencies and announce them by text alert in the five main languages.",
    age: "2d",
    up: 11,
    down: 0,
  },
  {
    text: "The fireworks every night in July keep my dog awake. Can the police enforce the noise law?",
    age: "27d",
    up: 2,
    down: 5,
  },
  {
    text: "Teach hands-only CPR to every ninth-grader and every city employee. Firefighters already train volunteers on Saturdays, so extend that schedule and publish the course dates.",
    age: "58d",
    up: 9,
    down: 0,
  },
];
