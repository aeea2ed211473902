/** A rating with one decimal, e.g. 4.5. */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
