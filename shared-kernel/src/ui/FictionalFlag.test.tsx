import { render } from '@testing-library/react';
import { FictionalIcon, isIconAddress } from './FictionalFlag';

describe('FictionalIcon', () => {
  it('shows an image address as a decorative image', () => {
    const { container } = render(<FictionalIcon icon="https://cdn.hartklop.nl/icons/fictional.svg" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.hartklop.nl/icons/fictional.svg');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows a text value (the default 🎭) as the drawn mark, not as characters an emoji font must draw', () => {
    const { container } = render(<FictionalIcon icon="🎭" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).not.toHaveTextContent('🎭');
    const svg = container.querySelector('svg[data-fictional-icon]');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing for an empty icon', () => {
    expect(render(<FictionalIcon icon=" " />).container).toBeEmptyDOMElement();
  });

  it('tells addresses from text', () => {
    expect(['/media/icon.png', 'http://x.nl/i.svg', 'data:image/png;base64,AAA'].map(isIconAddress)).toEqual([true, true, true]);
    expect(['🎭', 'javascript:alert(1)', 'icon.png'].map(isIconAddress)).toEqual([false, false, false]);
  });
});
