import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { recordEvents } from 'shared-kernel/testing/bus';
import type { MemberProfile } from 'shared-kernel/contract';
import { setMockSession, userFixture } from 'shared-kernel/testing';
import { sessionStore } from 'shared-kernel/stores/session';
import { regionsFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { mockMembers } from 'shared-kernel/testing/members';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { regionsStore } from 'shared-kernel/stores/regions';
import { resetSearchState, searchStore, setSearchResults } from 'shared-kernel/stores/search';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { chatDraftStore, resetChatDrafts, takeChatDraft } from 'shared-kernel/stores/chatDraft';

useMockApi();

// jsdom has no PointerEvent: a MouseEvent carries the same clientX (the photo viewer's swipe).
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});

beforeEach(() => {
  settingsStore.set(settingsFixture);
  regionsStore.set(regionsFixture);
  resetSearchState();
});

async function renderProfile(id: number | string, name = 'Lotte') {
  const view = renderRemoteAt(App, `/members/${id}`);
  // The first render loads the page's chunk (slow on a busy machine).
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return view;
}

/** Answers GET /api/member.php with mock member 3000 changed by `patch`. */
function answerMember(patch: Partial<MemberProfile>) {
  server.use(
    mswHttp.get('*/api/member.php', () =>
      HttpResponse.json({
        profile: { ...mockMembers[0]!, ...patch },
        relation: { liked: false, liked_by: false, match: false, blocked: false },
      }),
    ),
  );
}

const photo = (id: number) => ({ id, filename: `photos/p${id}.jpg`, thumb_filename: `photos/p${id}_thumb.jpg` });

/** Blokkeren is behind the profile's "…". */
const openBlock = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Meer acties voor Lotte' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Blokkeren' }));
};

describe('ProfilePage', () => {
  it("shows the member's details with Dutch labels", async () => {
    await renderProfile(3000);
    expect(callsTo('GET', '/api/member.php')[0]?.search).toBe('?id=3000');
    expect(screen.getByText('20 jaar · Utrecht, Nederland')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Over Lotte' });
    expect(within(details).getByText('Haarkleur').nextElementSibling).toHaveTextContent('Bruin');
    expect(within(details).getByText('Oogkleur').nextElementSibling).toHaveTextContent('Blauw');
    expect(within(details).getByText('Lichaamsbouw').nextElementSibling).toHaveTextContent('Gemiddeld');
    expect(within(details).getByText('Relatiestatus').nextElementSibling).toHaveTextContent('Single');
    expect(within(details).getByText('Geslacht').nextElementSibling).toHaveTextContent('Vrouw');
    expect(within(details).getByText('Houdt van fietsen, koffie en lange wandelingen.')).toBeInTheDocument();
    expect(within(details).getByRole('list')).toHaveTextContent('WandelenKoken');
    expect(screen.getByRole('link', { name: 'Terug naar zoeken' })).toHaveAttribute('href', '/members');
    expect(screen.queryByText(settingsFixture.fictional_warning)).not.toBeInTheDocument();
    expect(document.title).toBe('Profiel bekijken | Hartklop');
  });

  it('warns about a fictional profile and flags it', async () => {
    // Mock member 3007 (Julia) is fictional.
    await renderProfile(3007, 'Julia');
    expect(screen.getByText(settingsFixture.fictional_warning)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('fictief profiel')).toBeInTheDocument();
  });

  describe('photos', () => {
    it('shows the main photo large, the others as thumbnails, and the count', async () => {
      answerMember({ photos: [photo(1), photo(2), photo(3)], photo_count: 3, main_image: photo(2) });
      await renderProfile(3000);
      const main = screen.getByRole('img', { name: 'Foto 2 van Lotte' });
      expect(main).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/p2.jpg');
      expect(main).toHaveAttribute('width', '600');
      expect(main).toHaveAttribute('loading', 'lazy');
      expect(screen.getByText("3 foto's")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Foto 2 bekijken' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'Foto 3 bekijken' }));
      expect(screen.getByRole('img', { name: 'Foto 3 van Lotte' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/p3.jpg');
      expect(screen.queryByText(/word premium/)).not.toBeInTheDocument();
    });

    it('tells a free member how many photos premium shows, as locked tiles', async () => {
      logIn();
      answerMember({ photos: [photo(1), photo(2)], photo_count: 7, main_image: photo(1) });
      await renderProfile(3000);
      expect(screen.getByText("7 foto's")).toBeInTheDocument();
      expect(screen.getByText("Nog 5 foto's: word premium om alle foto's te zien")).toBeInTheDocument();
      // 3 and 4 locked; the last tile also stands for photos 6 and 7 ("+3").
      expect(screen.getByRole('button', { name: 'Foto 3: alleen voor premium leden' })).not.toHaveTextContent('+');
      expect(screen.getByRole('button', { name: 'Foto 4: alleen voor premium leden' })).toBeInTheDocument();
      const last = screen.getByRole('button', { name: 'Foto 5 tot en met 7: alleen voor premium leden' });
      expect(last).toHaveTextContent('+3');
      expect(last.querySelector('img')).toBeNull();
      // The API sends no hidden photo: only the two visible ones are images.
      expect(document.querySelectorAll('img[src*="photos/p"]')).toHaveLength(3);
    });

    it('opens the premium alert on a locked photo for a free member; Escape and the close button close it', async () => {
      logIn();
      answerMember({ photos: [photo(1), photo(2)], photo_count: 3, main_image: photo(1) });
      await renderProfile(3000);
      const locked = screen.getByRole('button', { name: 'Foto 3: alleen voor premium leden' });
      locked.focus();
      fireEvent.click(locked);
      const dialog = screen.getByRole('dialog', { name: 'Alleen voor premium leden' });
      expect(dialog).toHaveTextContent("Word premium lid om alle foto's te zien.");
      expect(dialog).toHaveTextContent('Premium leden hebben 46% meer kans op een match.');
      expect(within(dialog).getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(locked).toHaveFocus();

      fireEvent.click(locked);
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sluiten' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows a premium member the locked photos of a privacy-mode profile without the premium alert', async () => {
      logIn({ ...userFixture, paid_user: true });
      answerMember({ photos: [photo(1)], photo_count: 3, main_image: photo(1) });
      await renderProfile(3000);
      expect(screen.getByText("Nog 2 foto's: Lotte laat die alleen zien aan leden die Lotte leuk vindt.")).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Foto 2: niet zichtbaar' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Foto 3: niet zichtbaar' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /niet zichtbaar|premium/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/word premium/)).not.toBeInTheDocument();
    });

    it('invites a visitor to log in or sign up for the other photos', async () => {
      answerMember({ photos: [photo(1)], photo_count: 2, main_image: photo(1) });
      await renderProfile(3000);
      expect(screen.getByText("Nog 1 foto: log in of meld je gratis aan om meer foto's te zien")).toBeInTheDocument();
      expect(screen.queryByText(/word premium/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members/3000');
      // A locked photo asks the visitor to log in or sign up, not to go premium.
      fireEvent.click(screen.getByRole('button', { name: 'Foto 2: alleen voor premium leden' }));
      const dialog = screen.getByRole('dialog', { name: 'Alleen voor leden' });
      expect(within(dialog).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members/3000');
      expect(within(dialog).queryByRole('link', { name: 'Word premium lid' })).not.toBeInTheDocument();
      const { events, stop } = recordEvents();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Meld je gratis aan' }));
      stop();
      expect(events).toContainEqual({ type: 'signup/requested', source: 'profile', profileId: 3000 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    describe('photo viewer', () => {
      it('opens the main photo large in a modal dialog; buttons and arrow keys move, Escape closes and focus returns', async () => {
        logIn();
        answerMember({ photos: [photo(1), photo(2), photo(3)], photo_count: 5, main_image: photo(2) });
        await renderProfile(3000);
        const opener = screen.getByRole('button', { name: 'Foto 2 groot bekijken' });
        expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
        opener.focus();
        fireEvent.click(opener);
        const dialog = screen.getByRole('dialog', { name: "Foto's van Lotte" });
        expect(dialog).toHaveAttribute('aria-modal', 'true');
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        expect(within(dialog).getByRole('img', { name: 'Foto 2 van Lotte' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/p2.jpg');
        expect(dialog).toHaveTextContent('Foto 2 van 3');

        fireEvent.click(within(dialog).getByRole('button', { name: 'Volgende foto' }));
        expect(within(dialog).getByRole('img', { name: 'Foto 3 van Lotte' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/p3.jpg');
        // The last visible photo: the locked ones (4 and 5) are never in the viewer.
        expect(within(dialog).getByRole('button', { name: 'Volgende foto' })).toBeDisabled();
        expect(within(dialog).getByRole('button', { name: 'Vorige foto' })).toHaveFocus();
        fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
        expect(dialog).toHaveTextContent('Foto 3 van 3');

        fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
        fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
        expect(within(dialog).getByRole('img', { name: 'Foto 1 van Lotte' })).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Vorige foto' })).toBeDisabled();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);

        fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        // The page shows the photo the member ended on, and the focus is back on it.
        expect(screen.getByRole('button', { name: 'Foto 1 groot bekijken' })).toHaveFocus();
        expect(screen.getByRole('button', { name: 'Foto 1 bekijken' })).toHaveAttribute('aria-pressed', 'true');
      });

      it('moves on a sideways swipe and keeps Tab inside the dialog', async () => {
        answerMember({ photos: [photo(1), photo(2)], photo_count: 2, main_image: photo(1) });
        await renderProfile(3000);
        fireEvent.click(screen.getByRole('button', { name: 'Foto 1 groot bekijken' }));
        const dialog = screen.getByRole('dialog', { name: "Foto's van Lotte" });
        const frame = within(dialog).getByTestId('photo-viewer-frame');
        // Too short a drag does nothing.
        fireEvent.pointerDown(frame, { clientX: 200 });
        fireEvent.pointerUp(frame, { clientX: 170 });
        expect(dialog).toHaveTextContent('Foto 1 van 2');
        fireEvent.pointerDown(frame, { clientX: 200 });
        fireEvent.pointerUp(frame, { clientX: 100 });
        expect(dialog).toHaveTextContent('Foto 2 van 2');
        fireEvent.pointerDown(frame, { clientX: 100 });
        fireEvent.pointerUp(frame, { clientX: 220 });
        expect(dialog).toHaveTextContent('Foto 1 van 2');

        const close = within(dialog).getByRole('button', { name: 'Sluiten' });
        close.focus();
        fireEvent.keyDown(close, { key: 'Tab' });
        expect(within(dialog).getByRole('button', { name: 'Volgende foto' })).toHaveFocus();
        fireEvent.click(close);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });

      it('offers no viewer without photos', async () => {
        await renderProfile(3000);
        expect(screen.queryByRole('button', { name: /groot bekijken/ })).not.toBeInTheDocument();
      });
    });

    it('shows the initial without photos', async () => {
      await renderProfile(3000);
      expect(screen.getByText('Lotte heeft nog geen foto.')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Lotte' })).toHaveTextContent('L');
    });
  });

  describe('actions', () => {
    it('asks a visitor to log in to like, or to sign up for this member', async () => {
      await renderProfile(3000);
      expect(screen.getByRole('link', { name: 'Log in om te liken' })).toHaveAttribute('href', '/login?redirect=/members/3000');
      expect(screen.queryByRole('button', { name: 'Liken' })).not.toBeInTheDocument();
      const { events, stop } = recordEvents();
      fireEvent.click(screen.getByRole('button', { name: 'Meld je gratis aan' }));
      stop();
      expect(events).toContainEqual({ type: 'signup/requested', source: 'profile', profileId: 3000 });
    });

    it('loads the profile again when the visitor logs in on it', async () => {
      await renderProfile(3000);
      expect(screen.queryByRole('button', { name: 'Liken' })).not.toBeInTheDocument();
      act(() => {
        logIn();
      });
      expect(await screen.findByRole('button', { name: 'Liken' })).toBeInTheDocument();
      expect(callsTo('GET', '/api/member.php')).toHaveLength(2);
    });

    it('likes and unlikes', async () => {
      logIn();
      await renderProfile(3000);
      fireEvent.click(screen.getByRole('button', { name: 'Liken' }));
      expect(await screen.findByRole('button', { name: 'Like intrekken' })).toHaveAttribute('aria-pressed', 'true');
      expect(callsTo('POST', '/api/like.php')[0]?.body).toEqual({ profile_id: 3000 });
      expect(screen.getByText('Je vindt Lotte leuk.')).toBeInTheDocument();
      expect(screen.queryByText('Het is een match!')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Like intrekken' }));
      expect(await screen.findByRole('button', { name: 'Liken' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(callsTo('DELETE', '/api/like.php')[0]?.body).toEqual({ profile_id: 3000 }));
    });

    it('says it is a match when the like was mutual', async () => {
      logIn();
      // Mock member 3001 (Femke) likes the mock user.
      await renderProfile(3001, 'Femke');
      expect(screen.getByText('Femke vindt jou leuk!')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Liken' }));
      expect(await screen.findByText('Het is een match!')).toBeInTheDocument();
      expect(screen.queryByText('Femke vindt jou leuk!')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
      expect(screen.getByText('Jullie vinden elkaar leuk: het is een match.')).toBeInTheDocument();
    });

    it('shows the server text when a like fails', async () => {
      logIn();
      server.use(
        mswHttp.post('*/api/like.php', () => HttpResponse.json({ error: 'blocked', message: 'Je kunt dit lid niet liken.' }, { status: 409 })),
      );
      await renderProfile(3000);
      fireEvent.click(screen.getByRole('button', { name: 'Liken' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Je kunt dit lid niet liken.');
      expect(screen.getByRole('button', { name: 'Liken' })).toBeInTheDocument();
    });

    it('links to the chat with this member', async () => {
      logIn(userFixture);
      await renderProfile(3000);
      expect(screen.getByRole('link', { name: 'Bericht sturen' })).toHaveAttribute('href', '/members/3000/chat');
    });

    it('offers the report action (DSA notice), pre-filled with this profile: to members with block behind "…", to visitors as a link', async () => {
      logIn();
      const { unmount } = await renderProfile(3000);
      expect(screen.queryByRole('button', { name: 'Blokkeren' })).not.toBeInTheDocument();
      const more = screen.getByRole('button', { name: 'Meer acties voor Lotte' });
      expect(more).toHaveAttribute('aria-haspopup', 'menu');
      fireEvent.click(more);
      const menu = screen.getByRole('menu', { name: 'Meer acties voor Lotte' });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Melden', 'Blokkeren']);
      expect(within(menu).getByRole('menuitem', { name: 'Melden' })).toHaveAttribute('href', '/complaints?profile=3000');
      fireEvent.keyDown(menu, { key: 'Escape' });
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(more).toHaveFocus();
      unmount();
      setMockSession(null);
      sessionStore.set({ status: 'anonymous', user: null });
      await renderProfile(3000);
      expect(screen.getByRole('link', { name: 'Profiel van Lotte melden' })).toHaveAttribute('href', '/complaints?profile=3000');
    });

    it('blocks after confirming, removes the member from the search, and unblocks', async () => {
      logIn();
      setSearchResults(1, [{ id: 3000 }, { id: 3002 }], 2);
      await renderProfile(3000);
      openBlock();
      const dialog = screen.getByRole('dialog', { name: 'Lotte blokkeren?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo('POST', '/api/block.php')).toHaveLength(0);

      openBlock();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, blokkeren' }));
      expect(await screen.findByText('Je hebt Lotte geblokkeerd')).toBeInTheDocument();
      expect(callsTo('POST', '/api/block.php')[0]?.body).toEqual({ profile_id: 3000 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Liken' })).not.toBeInTheDocument();
      expect(searchStore.get().results[1]).toEqual([{ id: 3002 }]);
      expect(searchStore.get().numResults).toBe(1);

      fireEvent.click(screen.getByRole('button', { name: 'Deblokkeren' }));
      expect(await screen.findByText('Je hebt de blokkering van Lotte opgeheven.')).toBeInTheDocument();
      await waitFor(() => expect(callsTo('DELETE', '/api/block.php')[0]?.body).toEqual({ profile_id: 3000 }));
      expect(screen.getByRole('button', { name: 'Liken' })).toBeInTheDocument();
    });
  });

  describe('cam profile', () => {
    it('shows the cam banner with the "Live cam" badge, and keeps the fictional warning and flag', async () => {
      answerMember({ cam: true, fictional: true });
      await renderProfile(3000);
      const banner = screen.getByRole('region', { name: 'Lotte is ook live te zien op cam' });
      expect(within(banner).getByText('Live cam')).toBeInTheDocument();
      expect(screen.getByText(settingsFixture.fictional_warning)).toHaveAttribute('role', 'alert');
      expect(screen.getByText('fictief profiel')).toBeVisible();
    });

    it('shows no cam banner for other profiles', async () => {
      await renderProfile(3000);
      expect(screen.queryByTestId('cam-banner')).not.toBeInTheDocument();
      expect(screen.queryByText('Live cam')).not.toBeInTheDocument();
    });
  });

  describe('icebreaker', () => {
    beforeEach(resetChatDrafts);

    it('offers opening lines, some for this profile; choosing one keeps it as the chat draft and opens the chat', async () => {
      logIn();
      await renderProfile(3000);
      const opener = screen.getByRole('button', { name: 'Begin met een ijsbreker' });
      fireEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Begin met een ijsbreker' });
      // The lines come once the chat's rules for Lotte say a conversation can be started.
      await within(dialog).findByText(/Kies een openingszin/);
      expect(new URLSearchParams(callsTo('GET', '/api/chat.php')[0]!.search).get('profile_id')).toBe('3000');
      const lines = within(dialog)
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('data-line'));
      expect(lines).toHaveLength(6);
      expect(lines[0]).toHaveTextContent('Hoi Lotte!');
      expect(lines[1]).toHaveTextContent('Ik zag dat je van wandelen houdt.');
      expect(lines[2]).toHaveTextContent('Hoe bevalt het wonen in Utrecht?');
      expect(within(dialog).getAllByText('Voor Lotte')).toHaveLength(3);
      expect(chatDraftStore.get()).toEqual({});

      fireEvent.click(lines[1]!);
      expect(window.location.pathname).toBe('/members/3000/chat');
      expect(takeChatDraft(3000)).toBe('Ik zag dat je van wandelen houdt. Wat vind je daar het leukst aan?');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('a free member who started 2 conversations is told so before a chat opens, with premium and credits as the way out', async () => {
      logIn({ ...userFixture, paid_user: false });
      server.use(
        mswHttp.get('*/api/chat.php', () =>
          HttpResponse.json({
            conversation: null,
            profile: mockMembers[0],
            messages: [],
            has_more: false,
            history_hidden: false,
            history_limit: 100,
            rules: { blocked_by: 'conversation_limit', own_unconfirmed: false, costs: { text: 10, photo: 15, gift: 25 }, credits: 0, message_length: 500 },
          }),
        ),
      );
      await renderProfile(3000);
      // Said next to the button already, before anything is opened.
      expect(await screen.findByText('Je hebt je gratis gesprekken gebruikt: voor een nieuw gesprek word je premium lid.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Begin met een ijsbreker' }));
      const dialog = screen.getByRole('dialog', { name: 'Begin met een ijsbreker' });
      const blocked = within(dialog).getByTestId('icebreaker-blocked');
      expect(blocked).toHaveTextContent(
        'Als gratis lid kun je maximaal 2 gesprekken beginnen, en die heb je al. Word premium lid om ook met Lotte te chatten: met je eerste credits ben je het meteen.',
      );
      expect(within(blocked).getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
      expect(within(blocked).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
      // No line to choose, so none is lost on a chat page without a send box.
      expect(dialog.querySelector('[data-line]')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Begrepen' }));
      expect(chatDraftStore.get()).toEqual({});
      expect(window.location.pathname).toBe('/members/3000');
    });

    it('offers the lines when the check fails (the chat and the server decide)', async () => {
      logIn();
      server.use(mswHttp.get('*/api/chat.php', () => HttpResponse.json({ error: 'server_error', message: 'Stuk' }, { status: 500 })));
      await renderProfile(3000);
      fireEvent.click(screen.getByRole('button', { name: 'Begin met een ijsbreker' }));
      const dialog = screen.getByRole('dialog', { name: 'Begin met een ijsbreker' });
      await waitFor(() => expect(dialog.querySelectorAll('[data-line]')).toHaveLength(6), { timeout: 10_000 });
    }, 15_000);

    it('closes without a draft on "Annuleren" or Escape', async () => {
      logIn();
      await renderProfile(3000);
      fireEvent.click(screen.getByRole('button', { name: 'Begin met een ijsbreker' }));
      fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Annuleren' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Begin met een ijsbreker' }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(chatDraftStore.get()).toEqual({});
      expect(window.location.pathname).toBe('/members/3000');
    });

    it('is not offered to visitors, on the own profile, or after blocking', async () => {
      const { unmount } = await renderProfile(3000);
      expect(screen.queryByRole('button', { name: 'Begin met een ijsbreker' })).not.toBeInTheDocument();
      unmount();

      logIn({ ...userFixture, profile: { ...userFixture.profile, id: 3000 } });
      const own = await renderProfile(3000);
      expect(screen.queryByRole('button', { name: 'Begin met een ijsbreker' })).not.toBeInTheDocument();
      own.unmount();

      logIn();
      await renderProfile(3000);
      openBlock();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, blokkeren' }));
      expect(await screen.findByText('Je hebt Lotte geblokkeerd')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Begin met een ijsbreker' })).not.toBeInTheDocument();
    });
  });

  it.each(['9999', 'abc', '0'])('reports /members/%s to the shell as not found', async (id) => {
    const { events, stop } = recordEvents();
    const { container } = renderRemoteAt(App, `/members/${id}`);
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path: `/members/${id}`, remote: 'mfe-members' }));
    stop();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/api/member.php', () =>
        fail ? HttpResponse.json({ error: 'forbidden', message: 'Even niet.' }, { status: 403 }) : undefined,
      ),
    );
    renderRemoteAt(App, '/members/3000');
    expect(await screen.findByText('Even niet.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotte' })).toBeInTheDocument();
  });
});
