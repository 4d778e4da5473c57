import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DETAIL_DESCRIPTION_LIMITS,
  HOME_DESCRIPTION_LIMITS,
  useTruncationLimit,
} from "../../../../../web/src/features/pages/hooks/use-truncation-limit";
import { resizeWindow } from "../../../support/render-in-router";

afterEach(() => resizeWindow(1024, { notify: false }));

describe("useTruncationLimit", () => {
  it.each([
    ["home", HOME_DESCRIPTION_LIMITS, 641, 500],
    ["home", HOME_DESCRIPTION_LIMITS, 640, 250],
    ["home", HOME_DESCRIPTION_LIMITS, 320, 250],
    ["detail", DETAIL_DESCRIPTION_LIMITS, 641, 700],
    ["detail", DETAIL_DESCRIPTION_LIMITS, 640, 400],
  ])("%s at %i px wide allows %i characters", (_screen, limits, width, expected) => {
    resizeWindow(width, { notify: false });
    const { result } = renderHook(() => useTruncationLimit(limits));
    expect(result.current).toBe(expected);
  });

  it("re-evaluates when the window is resized across 640 px", () => {
    resizeWindow(1024, { notify: false });
    const { result } = renderHook(() => useTruncationLimit(HOME_DESCRIPTION_LIMITS));
    expect(result.current).toBe(500);

    act(() => resizeWindow(640));
    expect(result.current).toBe(250);

    act(() => resizeWindow(641));
    expect(result.current).toBe(500);
  });
});
