import { userFixture } from '../testing/fixtures';
import { chatDraftStore, resetChatDrafts, setChatDraft, takeChatDraft } from './chatDraft';
import { sessionStore } from './session';

beforeEach(() => {
  sessionStore.set({ status: 'authenticated', user: userFixture });
  resetChatDrafts();
});
afterAll(() => sessionStore.set({ status: 'unknown', user: null }));

describe('chat drafts', () => {
  it('keeps a draft per profile; taking it returns and clears it', () => {
    setChatDraft(3000, 'Hoi Lotte!');
    setChatDraft(3001, 'Hoi Femke!');
    expect(takeChatDraft(3000)).toBe('Hoi Lotte!');
    expect(takeChatDraft(3000)).toBeNull();
    expect(chatDraftStore.get()).toEqual({ 3001: 'Hoi Femke!' });
    expect(takeChatDraft(3001)).toBe('Hoi Femke!');
    expect(takeChatDraft(3002)).toBeNull();
  });

  it('replaces a draft; blank text removes it', () => {
    setChatDraft(3000, 'Eerste');
    setChatDraft(3000, 'Tweede');
    expect(chatDraftStore.get()).toEqual({ 3000: 'Tweede' });
    setChatDraft(3000, '   ');
    expect(chatDraftStore.get()).toEqual({});
    expect(takeChatDraft(3000)).toBeNull();
  });

  it('drops the drafts when the member logs out or another member logs in', () => {
    setChatDraft(3000, 'Hoi!');
    sessionStore.set({ status: 'authenticated', user: { ...userFixture } });
    expect(chatDraftStore.get()).toEqual({ 3000: 'Hoi!' });
    sessionStore.set({ status: 'anonymous', user: null });
    expect(takeChatDraft(3000)).toBeNull();

    sessionStore.set({ status: 'authenticated', user: userFixture });
    setChatDraft(3001, 'Hallo');
    sessionStore.set({ status: 'authenticated', user: { ...userFixture, id: userFixture.id + 1 } });
    expect(takeChatDraft(3001)).toBeNull();
  });
});
