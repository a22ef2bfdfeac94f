import styled, { keyframes } from 'styled-components';

const beat = keyframes`
  0%, 40%, 100% { transform: scale(1); }
  15% { transform: scale(1.08); }
  25% { transform: scale(0.98); }
`;

const trace = keyframes`
  from { stroke-dashoffset: 420; }
  to { stroke-dashoffset: 0; }
`;

const Svg = styled.svg`
  width: 100%;
  max-width: 340px;
  height: auto;
  filter: drop-shadow(0 12px 30px rgba(0, 0, 0, 0.25));
  .heart {
    transform-origin: 160px 150px;
    animation: ${beat} 1.6s ease-in-out infinite;
  }
  .line {
    stroke-dasharray: 420;
    animation: ${trace} 2.4s ease-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .heart,
    .line {
      animation: none;
    }
    .line {
      stroke-dasharray: none;
    }
  }
`;

/** Decorative beating heart with a heartbeat line ("hartklop"); hidden from assistive technology. */
export default function HeartbeatArt() {
  return (
    <Svg viewBox="0 0 320 290" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hartklop-heart" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a9a" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <path
        className="heart"
        fill="url(#hartklop-heart)"
        d="M160 272C72 205 20 156 20 96 20 52 54 20 96 20c27 0 50 13 64 35 14-22 37-35 64-35 42 0 76 32 76 76 0 60-52 109-140 176z"
      />
      <polyline
        className="line"
        fill="none"
        stroke="#c8184a"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
        points="36,140 110,140 128,104 150,184 172,82 192,160 204,140 284,140"
      />
    </Svg>
  );
}
