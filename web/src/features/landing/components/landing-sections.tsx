import { HydrateApart } from "../../../components/hydrate-apart";
import { AntiCorruptionSection } from "./anti-corruption-section";
import { BridgeSection } from "./bridge-section";
import { FortressSection } from "./fortress-section";
import { FutureSection } from "./future-section";
import { Hero } from "./hero";

/**
 * Everything on the home page above "Motion Campaigns", in reading order: the story first, then the live
 * list of motion pages. The hero holds the page's h1, so the page list's heading below should be an h2.
 */
export function LandingSections() {
  return (
    <>
      <Hero />
      <HydrateApart>
        <FortressSection />
      </HydrateApart>
      <HydrateApart>
        <BridgeSection />
      </HydrateApart>
      <HydrateApart>
        <AntiCorruptionSection />
      </HydrateApart>
      <HydrateApart>
        <FutureSection />
      </HydrateApart>
    </>
  );
}
