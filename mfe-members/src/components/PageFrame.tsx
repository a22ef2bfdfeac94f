import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';

/** The content column of a members page, with room at the sides on phones. */
export const PageFrame = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 12px 48px;
  ${media.md} {
    padding: 24px 24px 64px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.6rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

/** The way back above a page's content, e.g. "Terug naar zoeken". */
export const BackLink = styled(AppLink)`
  display: inline-block;
  margin: 0 0 12px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;
