import { act, render, screen } from '@testing-library/react';
import { createStore, useStore } from './store';

describe('createStore / useStore', () => {
  it('emits current and later values on state$', () => {
    const store = createStore({ n: 1 });
    const seen: number[] = [];
    const sub = store.state$.subscribe((s) => seen.push(s.n));
    store.update((s) => ({ n: s.n + 1 }));
    store.set({ n: 10 });
    sub.unsubscribe();
    expect(seen).toEqual([1, 2, 10]);
    expect(store.get()).toEqual({ n: 10 });
  });

  it('re-renders React components with the selected slice', () => {
    const store = createStore({ count: 0, name: 'Sanne' });
    let renders = 0;
    function Count() {
      renders++;
      const count = useStore(store, (s) => s.count);
      return <span>aantal {count}</span>;
    }
    render(<Count />);
    expect(screen.getByText('aantal 0')).toBeInTheDocument();
    act(() => store.update((s) => ({ ...s, count: 4 })));
    expect(screen.getByText('aantal 4')).toBeInTheDocument();
    const before = renders;
    act(() => store.update((s) => ({ ...s, name: 'Daan' })));
    expect(renders).toBe(before);
  });
});
