// Rank statistics for the scoring figures: Spearman's rho with average ranks for ties (tiers tie a lot).

/** 1-based ranks, tied values sharing the mean of the ranks they span. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    const shared = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) result[order[k]![1]] = shared;
    start = end + 1;
  }
  return result;
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

/** Pearson correlation of the ranks: Spearman's rho, correct with ties. */
export function spearman(xs: number[], ys: number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mx = mean(rx);
  const my = mean(ry);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < rx.length; i++) {
    cov += (rx[i]! - mx) * (ry[i]! - my);
    vx += (rx[i]! - mx) ** 2;
    vy += (ry[i]! - my) ** 2;
  }
  return vx && vy ? cov / Math.sqrt(vx * vy) : 0;
}
