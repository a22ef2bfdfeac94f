/** SPEC §2/§9: the unread badge text: '' at 0 (no badge), the number up to 99, '99+' from 100. */
export function formatUnreadBadge(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count >= 100 ? '99+' : String(count);
}
