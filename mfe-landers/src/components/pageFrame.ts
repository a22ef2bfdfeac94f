import { css } from 'styled-components';
import { media } from 'shared-kernel/ui';

/**
 * The frame of a lander or site page: a centred column `maxWidth` px wide, with `padding` on
 * phones and `paddingMd` from `media.md` up. `styled.div\`${pageFrame(1200, '24px 16px', '40px 24px')}\``.
 */
export const pageFrame = (maxWidth: number, padding: string, paddingMd: string) => css`
  max-width: ${maxWidth}px;
  margin: 0 auto;
  padding: ${padding};
  ${media.md} {
    padding: ${paddingMd};
  }
`;
