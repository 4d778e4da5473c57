import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCountdown, useCountdown } from "../../../../../web/src/features/auth/hooks/use-countdown";

afterEach(() => vi.useRealTimers());

describe("formatCountdown", () => {
  it("writes seconds as m:ss", () => {
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(125)).toBe("2:05");
  });
});

describe("useCountdown", () => {
  it("counts whole seconds down to zero and then stops", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);

    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows the clock, so a tab whose timers were held back still ends on time", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock jumps 45 s while no tick ran (a throttled background tab); the next tick catches up.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(14);
  });
});
