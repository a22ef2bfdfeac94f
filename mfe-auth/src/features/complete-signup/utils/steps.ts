/** The signup steps after the form, in order (SPEC §2; the message is part of the form itself). */
export const STEPS = ['photo', 'location', 'personal', 'about', 'push', 'activation'] as const;
export type Step = (typeof STEPS)[number];

export const isStep = (value: unknown): value is Step => typeof value === 'string' && (STEPS as readonly string[]).includes(value);

/** The steps this visitor goes through: the push opt-in only when push is possible. */
export function stepsFor(pushPossible: boolean): Step[] {
  return STEPS.filter((step) => step !== 'push' || pushPossible);
}

/**
 * The step to show for the `step` query parameter: missing or unknown → the first step; a step this
 * visitor skips (push) → the step after it.
 */
export function resolveStep(requested: string | null, steps: readonly Step[]): Step {
  const first = steps[0] ?? 'activation';
  if (!isStep(requested)) return first;
  if (steps.includes(requested)) return requested;
  return STEPS.slice(STEPS.indexOf(requested) + 1).find((s) => steps.includes(s)) ?? first;
}

/** The step after `step`, or null after the last. */
export function nextStep(step: Step, steps: readonly Step[]): Step | null {
  const i = steps.indexOf(step);
  return i >= 0 && i + 1 < steps.length ? (steps[i + 1] ?? null) : null;
}
