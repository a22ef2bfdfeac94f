import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppLink } from './AppLink';
import { useLocationPath } from './navigate';

function Where() {
  return <p>pad {useLocationPath()}</p>;
}

describe('AppLink / useLocationPath', () => {
  it('navigates without a page load and updates useLocationPath', () => {
    render(
      <>
        <AppLink href="/members">Leden</AppLink>
        <Where />
      </>,
    );
    expect(screen.getByText('pad /')).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByText('Leden'));
    });
    expect(window.location.pathname).toBe('/members');
    expect(screen.getByText('pad /members')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/chats');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('pad /chats')).toBeInTheDocument();
  });

  it('leaves modified clicks and other origins to the browser', () => {
    window.history.replaceState(null, '', '/');
    render(
      <>
        <AppLink href="/likes">Likes</AppLink>
        <AppLink href="https://example.com/x">Extern</AppLink>
      </>,
    );
    const likes = screen.getByText('Likes');
    const notPrevented = fireEvent.click(likes, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(window.location.pathname).toBe('/');
    expect(fireEvent.click(screen.getByText('Extern'))).toBe(true);
    expect(fireEvent.click(likes)).toBe(false);
  });
});
