import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';

/** A link that looks like a Button (same `$variant`, `$size`, `$block`): navigation inside the site. */
export const LinkButton = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
