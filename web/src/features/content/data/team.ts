import { Code2, Handshake, Megaphone, ShieldCheck, Sparkles, type LucideIcon } from "lucide-react";

/**
 * The teams behind Plaza. Roles, not portraits: the page tells people who is responsible for what and
 * how to reach them, without inventing faces. `subject` pre-fills the e-mail so the shared inbox can
 * route it to the right team.
 */
export type TeamRole = {
  id: string;
  Icon: LucideIcon;
  title: string;
  summary: string;
  responsibilities: string[];
  contactFor: string;
  subject: string;
};

export const TEAM_ROLES: TeamRole[] = [
  {
    id: "product-partnerships",
    Icon: Handshake,
    title: "Product & Civic Partnerships",
    summary: "Decides what Plaza builds next and works with city offices, community groups and researchers.",
    responsibilities: [
      "Sets the roadmap from what residents and partners tell us",
      "Brings city offices and public figures onto their motion pages",
      "Runs pilots with community organisations",
    ],
    contactFor: "Partnerships, pilots, and requests for a motion page",
    subject: "Partnerships",
  },
  {
    id: "engineering",
    Icon: Code2,
    title: "Engineering",
    summary: "Builds and runs the platform, keeps it fast, accessible and secure, and keeps the record intact.",
    responsibilities: [
      "Develops the site, the API and the back office",
      "Operates the service and responds to incidents",
      "Handles security reports, responsibly and in confidence",
    ],
    contactFor: "Bugs, accessibility problems and security reports",
    subject: "Engineering",
  },
  {
    id: "ai-methodology",
    Icon: Sparkles,
    title: "Scoring & Methodology",
    summary: "Owns the scoring rubric: the seven criteria, their weights, and how each analysis is produced.",
    responsibilities: [
      "Publishes and maintains the rubric behind every score",
      "Tests the analysis for accuracy, consistency and bias",
      "Reviews challenges to individual analyses",
    ],
    contactFor: "Questions about a score, or the method itself",
    subject: "Scoring methodology",
  },
  {
    id: "trust-safety",
    Icon: ShieldCheck,
    title: "Trust & Safety",
    summary: "Protects the integrity of votes and accounts, and the privacy of everyone who takes part.",
    responsibilities: [
      "Detects vote manipulation, fake accounts and spam",
      "Answers privacy requests: access, correction, deletion and export",
      "Enforces the Terms of Service fairly and consistently",
    ],
    contactFor: "Abuse reports, account problems and privacy requests",
    subject: "Trust and safety",
  },
  {
    id: "editorial",
    Icon: Megaphone,
    title: "Editorial & Moderation",
    summary: "Curates the motion pages and keeps the public record accurate, readable and within the rules.",
    responsibilities: [
      "Creates and updates motion pages and their links",
      "Reviews reported motions against the Terms of Service",
      "Corrects factual errors on motion pages",
    ],
    contactFor: "Corrections to a motion page, and reported content",
    subject: "Editorial",
  },
];
