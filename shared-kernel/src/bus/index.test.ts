import { bus, createBus, type AppEvent } from './index';

describe('bus', () => {
  it('delivers events of one type to on(type) subscribers', () => {
    const b = createBus();
    const chats: number[] = [];
    const all: AppEvent[] = [];
    b.on('chat/opened').subscribe((e) => chats.push(e.conversationId));
    b.events$.subscribe((e) => all.push(e));
    b.emit({ type: 'chat/opened', conversationId: 7 });
    b.emit({ type: 'credits/changed', credits: 3 });
    b.emit({ type: 'chat/opened', conversationId: 8 });
    expect(chats).toEqual([7, 8]);
    expect(all.map((e) => e.type)).toEqual(['chat/opened', 'credits/changed', 'chat/opened']);
  });

  it('is hot: late subscribers miss earlier events; unsubscribe stops delivery', () => {
    const b = createBus();
    b.emit({ type: 'loading/start' });
    const seen: string[] = [];
    const sub = b.events$.subscribe((e) => seen.push(e.type));
    b.emit({ type: 'loading/done' });
    sub.unsubscribe();
    b.emit({ type: 'loading/start' });
    expect(seen).toEqual(['loading/done']);
  });

  it('exports one page-wide bus', () => {
    const seen: string[] = [];
    const sub = bus.on('navigate').subscribe((e) => seen.push(e.url));
    bus.emit({ type: 'navigate', url: '/members' });
    sub.unsubscribe();
    expect(seen).toEqual(['/members']);
  });
});
