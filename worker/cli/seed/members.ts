import type { SeedMember } from "./types";

// Thirty invented demo members. Addresses use example.com, which is reserved and never delivers mail.
const names = [
  "Ana Ortiz", "Marcus Bell", "Priya Raman", "Tomás Herrera", "Grace Okafor", "Daniel Kim",
  "Fatima Haddad", "Liam O'Connor", "Mei Chen", "Samuel Adeyemi", "Sofia Rossi", "Jamal Carter",
  "Hannah Weiss", "Arjun Mehta", "Chloé Dubois", "Mateo Silva", "Nia Thompson", "Oleksandr Petrenko",
  "Yuki Tanaka", "Rosa Martínez", "Ethan Brooks", "Amara Nwosu", "Lucas Ferreira", "Zara Ahmed",
  "Noah Fischer", "Leila Karimi", "Owen Gallagher", "Imani Jackson", "Elena Popescu", "Kwame Mensah",
];

/** "Tomás Herrera" → "tomas.herrera@example.com"; "Liam O'Connor" → "liam.oconnor@example.com". */
const emailFor = (name: string) =>
  `${name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .toLowerCase()
    .split(" ")
    .join(".")}@example.com`;

export const seedMembers: SeedMember[] = names.map((name) => ({ name, email: emailFor(name) }));
