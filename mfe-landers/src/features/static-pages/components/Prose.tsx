import styled from 'styled-components';

/** Typography for long texts: headings, paragraphs, lists, tables and links. */
export const Prose = styled.div`
  color: ${(p) => p.theme.colors.text};
  font-size: 1rem;
  line-height: 1.65;

  h2 {
    margin: 2.25rem 0 0.75rem;
    font-size: 1.3rem;
    line-height: 1.3;
    scroll-margin-top: 80px;
  }
  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.1rem;
  }
  p,
  ul,
  ol,
  dl,
  table {
    margin: 0 0 1rem;
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    text-underline-offset: 2px;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${(p) => p.theme.colors.primaryHover};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    background: ${(p) => p.theme.colors.background};
  }
  code {
    font-size: 0.9em;
    background: ${(p) => p.theme.colors.background};
    padding: 0.1em 0.3em;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

/** Lets a wide table scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 0 1rem;
  & > table {
    margin: 0;
    min-width: 560px;
  }
`;
