import { Link } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/** One place for the site's navigation targets, shared by the header, side menu and footer. */
export type NavItem = { label: string; to: string };

const MANIFESTO: NavItem = { label: "Manifesto", to: "/manifesto" };
const MOTIONS: NavItem = { label: "Motions", to: "/motions" };
const ALL_MOTIONS: NavItem = { label: "All Motions", to: "/motions" };
const MOTION_PAGES: NavItem = { label: "Motion Pages", to: "/pages" };
const ABOUT: NavItem = { label: "About Us", to: "/about" };
const TEAM: NavItem = { label: "Our Team", to: "/team" };
export const CONTACT: NavItem = { label: "Contact", to: "/contact" };
const PRIVACY: NavItem = { label: "Privacy Policy", to: "/privacy-policy" };
const TERMS: NavItem = { label: "Terms of Service", to: "/terms-of-service" };
const TRANSPARENCY: NavItem = { label: "Transparency", to: "/transparency" };

/** The header's links; the motion page detail adds Our Team. */
export function headerLinks({ withTeam }: { withTeam: boolean }): NavItem[] {
  return withTeam ? [MANIFESTO, MOTIONS, MOTION_PAGES, ABOUT, TEAM] : [MANIFESTO, MOTIONS, MOTION_PAGES, ABOUT];
}

export const footerQuickLinks: NavItem[] = [MANIFESTO, ALL_MOTIONS, MOTION_PAGES, ABOUT];
export const footerCompanyLinks: NavItem[] = [TEAM, CONTACT, TRANSPARENCY, PRIVACY, TERMS];

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; exact?: boolean };

/**
 * A router link to a path given as a plain string. Several targets (/manifesto, /about, /team, legal
 * pages) arrive in a later issue, so the typed `to` of TanStack Router would reject them today; the cast
 * is confined here. Active links get aria-current="page" from the router, which the styles key on.
 */
export function AppLink({ to, exact = false, ...props }: AppLinkProps) {
  return <Link to={to as "/"} activeOptions={{ exact }} {...props} />;
}
