import { useCallback } from 'react';
import { requestSignup } from 'shared-kernel/navigation';

/**
 * "Gratis aanmelden": the kernel's signup action (SPEC §2): members go to /members, smartphones to
 * the signup page, other visitors get the shell's signup modal.
 */
export function useSignupAction(source = 'home'): () => void {
  return useCallback(() => requestSignup({ source }), [source]);
}
