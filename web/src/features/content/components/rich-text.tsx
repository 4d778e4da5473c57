import { Fragment } from "react";
import { AppLink } from "../../../components/nav-links";
import { ContactAddress } from "./contact-address";

// "{email}" or a markdown-style internal link "[label](/path)"; everything else is plain text.
const TOKEN = /(\{email\}|\[[^\]]+\]\(\/[^)]*\))/g;
const LINK = /^\[([^\]]+)\]\((\/[^)]*)\)$/;

/**
 * Renders a sentence from the content data: the contact address comes from configuration at run time,
 * and internal links become router links. Only site-relative paths are accepted, so data can never
 * smuggle an external or script URL into an href.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(TOKEN).map((part, index) => {
        if (part === "{email}") return <ContactAddress key={index} />;
        const link = LINK.exec(part);
        if (link) {
          return (
            <AppLink key={index} to={link[2]!} exact>
              {link[1]}
            </AppLink>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}
