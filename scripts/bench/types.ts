export type BenchRow = { measure: string; value: string; anchor: string; ok?: boolean };
