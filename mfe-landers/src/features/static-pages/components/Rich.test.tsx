import { render } from '@testing-library/react';
import { renderRich } from './Rich';

const html = (node: React.ReactNode) => render(<p>{node}</p>).container.innerHTML;

describe('renderRich', () => {
  it('puts the tagged text inside the tag’s element, nested tags too', () => {
    expect(html(renderRich('Lees ons <1>beleid</1> en <0>onze <2>regels</2></0>.', { 0: <strong />, 1: <a href="/b" />, 2: <em /> }))).toBe(
      '<p>Lees ons <a href="/b">beleid</a> en <strong>onze <em>regels</em></strong>.</p>',
    );
  });

  it('fills node placeholders with elements and leaves plain text alone', () => {
    expect(html(renderRich('Mail ons\uE000orPhone\uE000.', {}, { orPhone: <b> of bel</b> }))).toBe('<p>Mail ons<b> of bel</b>.</p>');
    expect(html(renderRich('Geen tags hier'))).toBe('<p>Geen tags hier</p>');
  });

  it('survives a text whose tags are broken or unknown', () => {
    expect(html(renderRich('a <3>b</3> c <1>d', { 1: <i /> }))).toBe('<p>a b c <i>d</i></p>');
    expect(html(renderRich('a </1> b'))).toBe('<p>a  b</p>');
  });

  it('shows a "<" that came from data as text, never as a tag', () => {
    expect(html(renderRich('Firma \uE001b>x', { 0: <strong /> }))).toBe('<p>Firma &lt;b&gt;x</p>');
  });
});
