import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { media } from 'shared-kernel/ui';

/** The content column of a chat page, with room at the sides on phones. */
export const PageFrame = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px 12px 32px;
  ${media.md} {
    padding: 24px 24px 48px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.6rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
`;

/** The way back above a page's content, e.g. "Alle gesprekken". */
export const BackLink = styled(AppLink)`
  display: inline-block;
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;
