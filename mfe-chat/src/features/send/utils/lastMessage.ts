/**
 * Whether the balance pays for exactly one more message (issue 27: "one message, then a wall"): at
 * least the cost, less than twice it. A free message (cost 0) and an unknown balance never are.
 */
export function paysForOneMore(balance: number | null | undefined, cost: number): boolean {
  if (balance === null || balance === undefined || cost <= 0) return false;
  return balance >= cost && balance < 2 * cost;
}
