/** A count prefix the shell puts in front of the title: "(3) " (also tolerates "(99+) "). */
export const TITLE_COUNT_PREFIX = /^\(\d+\+?\)\s+/;

/** The title without any count prefix (also removes prefixes stacked by mistake). */
export function stripTitlePrefix(title: string): string {
  let base = title;
  while (TITLE_COUNT_PREFIX.test(base)) base = base.replace(TITLE_COUNT_PREFIX, '');
  return base;
}

/** SPEC §4: "(n) title" for n > 0, the plain title at 0. Never stacks prefixes. */
export function formatTitleWithCount(title: string, count: number): string {
  const base = stripTitlePrefix(title);
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return n > 0 ? `(${n}) ${base}` : base;
}
