import { render } from '@testing-library/react';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { resetChatState, sessionStore, setChats, type ChatEntry } from 'shared-kernel/stores';
import PageTitleBadge from './PageTitleBadge';

const chat = (id: number, unread: number): ChatEntry => ({
  conversation: { id, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' },
  profile: { id: id + 100, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null },
  num_unread_messages: unread,
});

describe('PageTitleBadge', () => {
  beforeEach(() => {
    resetChatState();
    sessionStore.set({ status: 'authenticated', user: userFixture });
    document.title = 'Berichten';
  });

  it('shows the member count in the title while mounted and takes it off when unmounted (logout)', () => {
    setChats([chat(1, 2), chat(2, 1)]);
    const { unmount } = render(<PageTitleBadge />);
    expect(document.title).toBe('(3) Berichten');
    unmount();
    expect(document.title).toBe('Berichten');
  });
});
