/** Small helpers shared by the server benchmarks. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en-US')}/s`;
export const ratio = (value: number): string => `${value.toFixed(2)}×`;
export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
