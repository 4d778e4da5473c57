import { CRITERIA } from "../criteria";
import { stopWordsOf } from "./stems";
import { stem, words } from "./text";

// Words that say how any project is run, paid for, measured or judged — never what this one is about:
// timelines, budgets, pilots, metrics, facts in general, and the rubric's own vocabulary (its criteria in
// the seven languages it reads, its headings) — and stopwords-iso's broad English list ("saw", "since",
// "affected", "similar"), which is too broad for relevance (text.ts) but right for "names nothing". A sentence made only of these, of numbers, of praise and
// of the page's own name is anchored to nothing in the motion (reading.ts): it could follow any motion, so
// it earns nothing, however it is phrased (README.md, "How the rubric reads a motion").

const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);

const PROJECT = list(`
  time timeline deadline schedule date minute minutes hour hours wait waits waiting month months year years week weeks day days quarter spring summer autumn
  fall winter january february march april may june july august september october november december soon
  later early first next end finish finished complete completed completion start started begin phase phases
  stage stages step steps run implement implementation launch deliver operate pilot pilots trial trials test expand expansion extend wider grow growth scale scaled
  roll rollout citywide whole entire everywhere town across district districts neighborhood neighborhoods neighbourhood neighbourhoods area areas
  cost costs costing budget budgets funded funding fund funds grant grants capital money paid pay payback
  estimate estimated estimates sensibly cheap affordable price savings save million thousand billion dollars
  success measured measure measures metric metrics improvement improve target targets goal goals baseline
  outcome outcomes result results track tracked tracking report reported reports reporting publish published
  monthly quarterly weekly annually annual dashboard satisfaction survey surveys percent percentage rate
  data fact facts sheet key figures statistics evidence average median incidents gains gain increase decrease
  similar comparable cities towns peers households residents people affected support supported majority
  notice difference clearly clear everything anything nothing whatever worked work works
  summary moved score scores raise request reason reasons detail details reach upkeep ongoing long-term
  excellent highly high feasible scalable sustainable relevant original clear proven strong outstanding
  proposal motion above below see matters
`);

/** The rubric's criteria as a motion might name them, in the seven languages read. */
const CRITERION_NAMES = list(`
  ${CRITERIA.map((c) => c.label).join(" ")}
  relevancia viabilidad impacto claridad originalidad escalabilidad sostenibilidad
  pertinence faisabilité impact clarté originalité évolutivité durabilité
  relevanz machbarkeit wirkung klarheit originalität skalierbarkeit nachhaltigkeit
  relevância viabilidade clareza escalabilidade sustentabilidade
  rilevanza fattibilità impatto chiarezza originalità scalabilità sostenibilità
  trafność wykonalność wpływ jasność oryginalność skalowalność trwałość
`);

const NAMED = `(?:${CRITERION_NAMES.join("|")})`;
const NAME_LIST = new RegExp(`(?<!\\p{L})${NAMED}(?:[\\s,;/|·]+(?:(?:and|y|et|und|e|i|oraz)\\s+)?${NAMED}){1,}[.!]?(?!\\p{L})`, "giu");

/**
 * The text without lists of the rubric's criteria ("Relevanz, Machbarkeit, Wirkung…"): two or more named
 * in a row say nothing about the motion, in any language, and must not decide which language it is read in.
 */
export const withoutCriterionLists = (text: string) => text.replace(NAME_LIST, " ");

/** Stems of every process word, tokenised and folded exactly like a motion's words. */
export const PROCESS_STEMS = new Set(words([...PROJECT, ...CRITERION_NAMES, ...stopWordsOf("en")].join(" ")).map(stem));
