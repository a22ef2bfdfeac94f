import styled, { css } from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';

/** The way back above a page's content, e.g. "Terug naar zoeken" or "Alle gesprekken": a touch target of 44 px high. */
export const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 0 0 12px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;

/** The wide column (the members' pages: card grids) and the narrow one (the chat pages: a reading width). */
const WIDE = css`
  max-width: 1200px;
  padding: 16px 12px 48px;
  ${media.md} {
    padding: 24px 24px 64px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

const NARROW = css`
  max-width: 960px;
  padding: 16px 12px 32px;
  ${media.md} {
    padding: 24px 24px 48px;
  }
  ${BackLink} {
    margin-bottom: 8px;
  }
`;

/** The content column of a remote's page, with room at the sides on phones; `$narrow` for reading width. */
export const PageFrame = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  margin: 0 auto;
  ${(p) => (p.$narrow ? NARROW : WIDE)}
  h1 {
    margin: 0 0 12px;
    font-size: 1.6rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
`;
