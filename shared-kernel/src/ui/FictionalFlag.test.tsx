import { render } from '@testing-library/react';
import { FictionalIcon, isIconAddress } from './FictionalFlag';

describe('FictionalIcon', () => {
  it('shows an image address as a decorative image', () => {
    const { container } = render(<FictionalIcon icon="https://cdn.hartklop.nl/icons/fictional.svg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.hartklop.nl/icons/fictional.svg');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows an emoji as hidden text, never as an image address', () => {
    const { container } = render(<FictionalIcon icon="🎭" />);
    expect(container.querySelector('img')).toBeNull();
    const span = container.querySelector('span');
    expect(span).toHaveTextContent('🎭');
    expect(span).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing for an empty icon', () => {
    expect(render(<FictionalIcon icon=" " />).container).toBeEmptyDOMElement();
  });

  it('tells addresses from text', () => {
    expect(['/media/icon.png', 'http://x.nl/i.svg', 'data:image/png;base64,AAA'].map(isIconAddress)).toEqual([true, true, true]);
    expect(['🎭', 'javascript:alert(1)', 'icon.png'].map(isIconAddress)).toEqual([false, false, false]);
  });
});
