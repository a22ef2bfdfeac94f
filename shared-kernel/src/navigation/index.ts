export { navigate, isInternalUrl, useLocationPath, useLocationSearch } from './navigate';
export { AppLink, type AppLinkProps } from './AppLink';
