export { navigate, isInternalUrl, useLocationPath, useLocationSearch } from './navigate';
export { AppLink, type AppLinkProps } from './AppLink';
export { requestSignup, isSmartphone, SMARTPHONE_QUERY, SMARTPHONE_MAX_WIDTH, type SignupRequest } from './signup';
