import { createStore } from 'shared-kernel/stores/store';
import { sessionStore } from 'shared-kernel/stores/session';

/**
 * Drafts of a message to a member, by their profile id: text a page prepared for a chat that is
 * not open yet, e.g. the opening line chosen in the icebreaker modal of the profile page
 * (mfe-members), which then navigates to `/members/{id}/chat`.
 *
 * The chat remote (mfe-chat, issue 5) reads it when it opens the conversation with that profile:
 * `takeChatDraft(profileId)` puts the text into its send box (the member still sends it), and
 * since taking clears the draft, opening the chat again later starts with an empty box.
 *
 * Drafts live in memory only (this module is one singleton for all remotes) and belong to the
 * member who wrote them: logging out or in as someone else drops them.
 */
export type ChatDrafts = Readonly<Record<number, string>>;

export const chatDraftStore = createStore<ChatDrafts>({});

/** Keeps `text` as the draft for the chat with `profileId` (replacing one); blank text removes it. */
export function setChatDraft(profileId: number, text: string): void {
  chatDraftStore.update((drafts) => {
    const rest = Object.fromEntries(Object.entries(drafts).filter(([id]) => Number(id) !== profileId));
    return text.trim() === '' ? rest : { ...rest, [profileId]: text };
  });
}

/** The draft for the chat with `profileId`, or null; the draft is cleared (it is taken). */
export function takeChatDraft(profileId: number): string | null {
  const text = chatDraftStore.get()[profileId];
  if (text === undefined) return null;
  setChatDraft(profileId, '');
  return text;
}

/** Drops every draft (tests; a change of member). */
export function resetChatDrafts(): void {
  chatDraftStore.set({});
}

let draftsOwner = sessionStore.get().user?.id ?? null;
sessionStore.subscribe((session) => {
  const userId = session.user?.id ?? null;
  if (userId === draftsOwner) return;
  // Another member, or none: the drafts were someone else's.
  if (draftsOwner !== null) resetChatDrafts();
  draftsOwner = userId;
});
