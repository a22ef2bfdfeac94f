import type { ReactNode } from 'react';
import type { Gift } from 'shared-kernel/contract';

/**
 * The catalogue's gifts as drawn pictures (viewBox 48 × 48), by gift code: an emoji shows as an
 * empty box on devices without an emoji font (issue 28). A gift without a drawing shows its emoji.
 */
const DRAWINGS: Record<string, ReactNode> = {
  roos: (
    <>
      <path d="M24 26v18" stroke="#2f8a3b" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 36c-6-1-9-5-9-8 5 0 8 3 9 8z" fill="#3fa34d" />
      <path d="M14 14c0-6 5-10 10-10s10 4 10 10c0 7-5 12-10 12S14 21 14 14z" fill="#d7263d" />
      <path d="M19 12c2-3 8-3 10 0-2 3-8 4-10 0z" fill="#a4161a" />
    </>
  ),
  hartje: <path d="M24 42S6 31 6 18c0-6 4-10 9-10 4 0 7 2 9 6 2-4 5-6 9-6 5 0 9 4 9 10 0 13-18 24-18 24z" fill="#e0245e" />,
  kus: (
    <>
      <path d="M4 24c5-7 10-10 14-10 3 0 4 2 6 2s3-2 6-2c4 0 9 3 14 10-7 1-13 1-20 1S11 25 4 24z" fill="#e0245e" />
      <path d="M4 24c6 8 13 12 20 12s14-4 20-12c-7 1-13 1-20 1S11 25 4 24z" fill="#b5179e" />
    </>
  ),
  chocolade: (
    <>
      <rect x="10" y="6" width="28" height="36" rx="3" fill="#6f3b1f" />
      <path d="M10 16h28M10 26h28M24 6v20" stroke="#4a2511" strokeWidth="2" />
      <path d="M10 30h28v9a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" fill="#c9a227" />
    </>
  ),
  cupcake: (
    <>
      <path d="M12 26h24l-4 16H16z" fill="#c97b4a" />
      <path d="M17 26l1 16M24 26v16M31 26l-1 16" stroke="#a35a2e" strokeWidth="1.5" />
      <path d="M10 26c0-5 4-9 8-9 1-5 4-7 6-7s5 2 6 7c4 0 8 4 8 9z" fill="#f48fb1" />
      <circle cx="24" cy="8" r="3.5" fill="#d7263d" />
    </>
  ),
  koffie: (
    <>
      <path d="M18 4c-2 3 2 5 0 8M25 4c-2 3 2 5 0 8" stroke="#9e9e9e" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M9 17h26v11c0 7-5 12-13 12S9 35 9 28z" fill="#8d5a3b" />
      <path d="M35 20h3a5 5 0 0 1 0 10h-4" stroke="#8d5a3b" strokeWidth="3" fill="none" />
      <ellipse cx="22" cy="43" rx="17" ry="3" fill="#bdbdbd" />
    </>
  ),
  boeket: (
    <>
      <path d="M24 44 14 22h20z" fill="#7fb069" />
      <path d="M12 22 24 46l12-24z" fill="#f2e8cf" />
      <circle cx="16" cy="14" r="6" fill="#e0245e" />
      <circle cx="32" cy="14" r="6" fill="#f4a261" />
      <circle cx="24" cy="9" r="6" fill="#b5179e" />
      <circle cx="24" cy="9" r="2" fill="#fff3b0" />
    </>
  ),
  teddybeer: (
    <>
      <circle cx="12" cy="12" r="6" fill="#a0522d" />
      <circle cx="36" cy="12" r="6" fill="#a0522d" />
      <circle cx="24" cy="26" r="16" fill="#b5651d" />
      <ellipse cx="24" cy="32" rx="7" ry="5.5" fill="#deb887" />
      <circle cx="18" cy="22" r="2" fill="#2b1a0e" />
      <circle cx="30" cy="22" r="2" fill="#2b1a0e" />
      <ellipse cx="24" cy="30" rx="2.5" ry="2" fill="#2b1a0e" />
    </>
  ),
  champagne: (
    <>
      <rect x="21" y="2" width="6" height="6" rx="1" fill="#c9a227" />
      <path d="M20 8h8v8c5 3 6 7 6 11v15a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3V27c0-4 1-8 6-11z" fill="#2d6a4f" />
      <rect x="15" y="27" width="18" height="10" fill="#f2e8cf" />
      <path d="M20 8h8v5h-8z" fill="#c9a227" />
    </>
  ),
  zonnebloem: (
    <>
      <path d="M24 30v16" stroke="#2f8a3b" strokeWidth="3" strokeLinecap="round" />
      <g fill="#f9c80e">
        <ellipse cx="24" cy="7" rx="4" ry="6" />
        <ellipse cx="24" cy="31" rx="4" ry="6" />
        <ellipse cx="12" cy="19" rx="6" ry="4" />
        <ellipse cx="36" cy="19" rx="6" ry="4" />
        <ellipse cx="15.5" cy="10.5" rx="4" ry="6" transform="rotate(-45 15.5 10.5)" />
        <ellipse cx="32.5" cy="27.5" rx="4" ry="6" transform="rotate(-45 32.5 27.5)" />
        <ellipse cx="32.5" cy="10.5" rx="4" ry="6" transform="rotate(45 32.5 10.5)" />
        <ellipse cx="15.5" cy="27.5" rx="4" ry="6" transform="rotate(45 15.5 27.5)" />
      </g>
      <circle cx="24" cy="19" r="7" fill="#6f3b1f" />
    </>
  ),
  cadeautje: (
    <>
      <rect x="6" y="18" width="36" height="24" rx="2" fill="#e0245e" />
      <rect x="4" y="12" width="40" height="8" rx="2" fill="#f06292" />
      <path d="M21 12h6v30h-6z" fill="#f9c80e" />
      <path d="M24 12c-4-8-12-6-10-1 1 2 6 1 10 1zm0 0c4-8 12-6 10-1-1 2-6 1-10 1z" fill="#f9c80e" />
    </>
  ),
  ring: (
    <>
      <circle cx="24" cy="30" r="12" fill="none" stroke="#c9a227" strokeWidth="4" />
      <path d="M17 10h14l4 5-11 8-11-8z" fill="#8ecae6" />
      <path d="M17 10h14l-3 5H20z" fill="#caf0f8" />
    </>
  ),
};

export interface GiftPictureProps {
  gift: Pick<Gift, 'code' | 'emoji'>;
  /** Width and height in px. */
  size: number;
  /** The picture's name for screen readers; without it the picture is decoration. */
  label?: string;
}

/** A gift's picture: its drawing, or its emoji for a gift without one. */
export function GiftPicture({ gift, size, label }: GiftPictureProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const drawing = DRAWINGS[gift.code];
  if (!drawing) {
    return (
      <span {...a11y} data-gift-picture={gift.code} style={{ fontSize: size * 0.8, lineHeight: `${size}px` }}>
        {gift.emoji}
      </span>
    );
  }
  return (
    <svg {...a11y} data-gift-picture={gift.code} focusable="false" width={size} height={size} viewBox="0 0 48 48">
      {drawing}
    </svg>
  );
}
