import { createContext, useContext } from "react";
import type { Motion } from "../api/motion-queries";

/** The motion the member just submitted on this screen, and how the Submit Motion dialog reports one. */
type NewMotionState = { motion: Motion | null; show: (motion: Motion) => void };

export const NewMotionContext = createContext<NewMotionState | null>(null);

/**
 * The screen's just-submitted motion, or null where no list shows one (the home page's cards have no
 * list, so they give no scope and a submission there highlights nothing).
 */
export const useNewMotion = () => useContext(NewMotionContext);
