import type { LifeCycleFn } from 'single-spa';
import { createRemoteLifecycles } from 'shared-kernel/remote';
import SignupParcelRoot, { type SignupParcelProps } from '../features/signup/components/SignupParcelRoot';

export type { SignupParcelProps } from '../features/signup/components/SignupParcelRoot';

/**
 * `mfe-auth/signup`: the signup form as a single-spa parcel for the shell's signup modal, inside the
 * same providers as the remote's pages (i18n, theme, router, error boundary). Mount it with
 * `mountRootParcel(lifecycles, { domElement, profileId?, source? })`; `update` passes new props.
 */
const lifecycles = createRemoteLifecycles({ name: 'mfe-auth', App: SignupParcelRoot });

export const bootstrap: LifeCycleFn<SignupParcelProps> = lifecycles.bootstrap;
export const mount: LifeCycleFn<SignupParcelProps> = lifecycles.mount;
export const unmount: LifeCycleFn<SignupParcelProps> = lifecycles.unmount;
export const update: LifeCycleFn<SignupParcelProps> | undefined = lifecycles.update;
