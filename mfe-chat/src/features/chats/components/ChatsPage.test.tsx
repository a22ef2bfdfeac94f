import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { recordEvents } from 'shared-kernel/testing/bus';
import type { ChatMessageData } from 'shared-kernel/contract';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { applyLiveMessage, chatStore, loadChats, resetChatState } from 'shared-kernel/stores/chat';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();
beforeEach(() => {
  settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' });
  resetChatState();
});

async function renderChats() {
  const view = renderRemoteAt(App, '/chats');
  await screen.findByRole('list', { name: 'Gesprekken' }, { timeout: 5000 });
  return view;
}

const rows = () => screen.queryAllByRole('listitem').map((li) => Number(li.getAttribute('data-conversation-id')));
const row = (id: number) => document.querySelector<HTMLElement>(`[data-conversation-id="${id}"]`)!;

describe('ChatsPage', () => {
  it('lists the conversations newest first: photo, name, last message in words, time, unread count, a link each', async () => {
    logIn();
    await renderChats();
    expect(screen.getByRole('heading', { level: 1, name: 'Berichten' })).toBeInTheDocument();
    expect(rows()).toEqual([7001, 7004, 7003, 7002]);

    const femke = within(row(7001));
    expect(femke.getByRole('link')).toHaveAttribute('href', '/chats/7001');
    expect(femke.getByText('Femke')).toBeInTheDocument();
    expect(femke.getByText('Ik hoor graag van je 😊')).toBeInTheDocument();
    expect(femke.getByTestId('unread-badge')).toHaveTextContent('2');
    expect(femke.getByText('2 ongelezen berichten')).toBeInTheDocument();
    expect(femke.getByText('12 minuten geleden')).toBeInTheDocument();

    // Plain text, never HTML; own messages marked.
    const noor = within(row(7003));
    expect(noor.getByText('Jij: Risotto <b>met</b> paddenstoelen.')).toBeInTheDocument();
    expect(row(7003).querySelector('b')).toBeNull();
    expect(noor.queryByTestId('unread-badge')).not.toBeInTheDocument();

    // A photo (and a gift) described in words; the fictional profile flagged; the thumbnail sized and lazy.
    const julia = within(row(7002));
    expect(julia.getByText('Julia stuurde je een foto')).toBeInTheDocument();
    expect(row(7002).querySelector('[data-fictional]')).toHaveTextContent('fictief profiel');
  });

  it('shows the thumbnail through the cdn prefix, lazy and sized', async () => {
    logIn();
    server.use(
      mswHttp.get('*/api/chats.php', () =>
        HttpResponse.json({
          chats: [
            {
              conversation: { id: 9, last_message: { id: 5, kind: 'gift', preview: null, mine: true, created_at: new Date().toISOString() }, updated_at: new Date().toISOString() },
              profile: { id: 3001, name: 'Femke', age: 30, city: 'Utrecht', country: 'NL', fictional: false, cam: false, main_image: { filename: 'p/1.jpg', thumb_filename: 'p/1_t.jpg' } },
              num_unread_messages: 0,
            },
          ],
        }),
      ),
    );
    await renderChats();
    const img = row(9).querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/p/1_t.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '56');
    expect(within(row(9)).getByText('Je stuurde een cadeau')).toBeInTheDocument();
  });

  it('the progress indicator shows on the first load only; a later visit reloads in the background', async () => {
    logIn();
    const { events, stop } = recordEvents();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.get(
        '*/api/chats.php',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const first = renderRemoteAt(App, '/chats');
    expect(await screen.findByText('Gesprekken worden geladen...', undefined, { timeout: 5000 })).toBeInTheDocument();
    answer();
    await screen.findByRole('list', { name: 'Gesprekken' });
    first.unmount();
    expect(events.filter((e) => e.type === 'loading/start')).toHaveLength(1);

    renderRemoteAt(App, '/chats');
    expect(await screen.findByRole('list', { name: 'Gesprekken' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Gesprekken worden geladen...')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/chats.php')).toHaveLength(2));
    stop();
    expect(events.filter((e) => e.type === 'loading/start')).toHaveLength(1);
  }, 15_000);

  it('empty state links to the members search', async () => {
    logIn();
    server.use(mswHttp.get('*/api/chats.php', () => HttpResponse.json({ chats: [] })));
    renderRemoteAt(App, '/chats');
    expect(await screen.findByText('Je hebt nog geen gesprekken. Zoek een leuk lid en stuur een bericht.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  });

  it('a failed first load offers a retry', async () => {
    logIn();
    server.use(mswHttp.get('*/api/chats.php', () => HttpResponse.json({ error: 'not_found', message: 'Even niet.' }, { status: 404 }), { once: true }));
    renderRemoteAt(App, '/chats');
    expect(await screen.findByText('Even niet.', undefined, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Gesprekken' })).toBeInTheDocument();
  });

  it('removing asks for confirmation; cancel keeps the conversation, confirm removes it here and on the server', async () => {
    logIn();
    await renderChats();
    fireEvent.click(within(row(7003)).getByRole('button', { name: 'Meer acties voor het gesprek met Noor' }));
    fireEvent.click(within(row(7003)).getByRole('menuitem', { name: 'Gesprek met Noor verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Gesprek verwijderen?' });
    expect(within(dialog).getByText(/Het gesprek met Noor verdwijnt/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows()).toContain(7003);
    expect(callsTo('DELETE', '/api/chat.php')).toHaveLength(0);

    fireEvent.click(within(row(7003)).getByRole('button', { name: 'Meer acties voor het gesprek met Noor' }));
    fireEvent.click(within(row(7003)).getByRole('menuitem', { name: 'Gesprek met Noor verwijderen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, verwijderen' }));
    expect(rows()).not.toContain(7003);
    await waitFor(() => expect(callsTo('DELETE', '/api/chat.php')).toHaveLength(1));
    await waitFor(() => expect(callsTo('DELETE', '/api/chat.php')[0]!.body).toEqual({ conversation: { id: 7003 } }));
    // The server agrees: a reload does not bring it back.
    await act(() => loadChats());
    expect(chatStore.get().chats.map((c) => c.conversation.id)).not.toContain(7003);
  });

  it('follows the store live: a new message moves its conversation to the top with its unread count', async () => {
    logIn();
    await renderChats();
    const message: ChatMessageData = {
      id: 900,
      conversation_id: 7002,
      sender_profile_id: 3007,
      mine: false,
      kind: 'text',
      text: 'Nieuw bericht!',
      photo: null,
      gift: null,
      created_at: new Date().toISOString(),
    };
    act(() => applyLiveMessage(message, 1));
    await waitFor(() => expect(rows()[0]).toBe(7002));
    expect(within(row(7002)).getByText('Nieuw bericht!')).toBeInTheDocument();
    expect(within(row(7002)).getByTestId('unread-badge')).toHaveTextContent('1');
  });
});
