/** What a report action passes in the query string of /complaints (`?profile=12`, `?message=34&conversation=5`). */
export interface ComplaintPrefill {
  profileId?: number;
  messageId?: number;
  /** The URL(s) field: the reported profile's or conversation's address. */
  urls: string;
}

const idOf = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** The form's starting values from a report action's link; anything malformed is ignored. */
export function prefillFrom(search: URLSearchParams, origin: string): ComplaintPrefill {
  const messageId = idOf(search.get('message'));
  const conversationId = idOf(search.get('conversation'));
  const profileId = messageId === undefined ? idOf(search.get('profile')) : undefined;
  if (messageId !== undefined) {
    return { messageId, urls: conversationId !== undefined ? `${origin}/chats/${conversationId}` : '' };
  }
  if (profileId !== undefined) return { profileId, urls: `${origin}/members/${profileId}` };
  return { urls: '' };
}
