/** The member links' icons (MemberLinks is a chunk of its own, for logged-in members). */
import { Icon } from './icons';

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9Z" />
  </Icon>
);

/** Credits are bought in euros: a coin with a euro sign. */
export const EuroCoinIcon = () => (
  <Icon data-icon="euro">
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.8a4 4 0 1 0 0 6.4M7.5 10.8h5.5M7.5 13.2h5.5" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </Icon>
);
