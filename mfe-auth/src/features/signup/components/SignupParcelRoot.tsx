import styled from 'styled-components';
import type { RemoteProps } from 'shared-kernel/remote';
import { asProfileId } from '../utils/profileId';
import { SIGNUP_CONTAINER } from './FormParts';
import { SignupForm } from './SignupForm';

/** Custom props the shell passes to the signup parcel in its modal (SPEC §2 signup modal). */
export type SignupParcelProps = {
  /** Signing up from this member's page: the form asks for a first message to them. */
  profileId?: number;
  /** What opened the modal (the `source` of signup/requested, e.g. 'home'). */
  source?: string;
};

/** A size container: in the shell's wide modal the form puts its fields in pairs (FormParts' Pair). */
const Root = styled.div`
  container: ${SIGNUP_CONTAINER} / inline-size;
  max-width: 760px;
  margin: 0 auto;
`;

/**
 * The signup form alone, for the shell's signup modal: the modal gives the title ("Gratis aanmelden")
 * and frame. Props come from the shell across the federation boundary, so they are checked here.
 */
export default function SignupParcelRoot(props: RemoteProps) {
  const profileId = asProfileId(props.profileId);
  const source = typeof props.source === 'string' && props.source ? `modal:${props.source}` : 'modal';
  return (
    <Root data-remote="mfe-auth" data-parcel="signup">
      <SignupForm key={profileId ?? 0} targetProfileId={profileId} source={source} />
    </Root>
  );
}
