/** The {id} of /members/{id}/landing…: a positive whole number that fits the database; otherwise null (404). */
export function parseMemberId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
