import { ContentSection } from "../page-parts";

/** "The Social Revolution": why the public square moved, and what Plaza connects it to. */
export function SocialRevolution() {
  return (
    <ContentSection id="social-revolution" title="The Social Revolution">
      <p>
        Every movement that changed a city began with a story people could not stop following. Petitions,
        letters and public hearings were built for a world where news was slow and attention was scarce. That
        world is gone. The public square is now a feed, and a resident with a phone can reach more neighbours
        in one evening than a council newsletter reaches in a year.
      </p>
      <p>
        The revolution is not about shouting louder. It is about telling a story in instalments — day after
        day, towards a goal everyone can see — and connecting that attention to the place where decisions are
        recorded. That is the idea behind Plaza: <strong className="font-semibold text-ink">the motion is the
        record; the story is the engine.</strong>
      </p>
      <blockquote className="border-l-4 border-accent pl-5 text-xl font-semibold leading-snug text-ink text-balance sm:text-2xl">
        A complaint is forgotten by Friday. A story told every day for two months becomes a question nobody in
        charge can ignore.
      </blockquote>
    </ContentSection>
  );
}
