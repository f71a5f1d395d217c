/** A part of a total in percent, one decimal (0 when the total is 0). */
export function share(part: number, total: number): number {
  return total ? Math.round((part / total) * 1000) / 10 : 0;
}

/** A part of a total in whole percent (0 when the total is 0). */
export function percent(part: number, total: number): number {
  return total ? Math.round((part / total) * 100) : 0;
}
