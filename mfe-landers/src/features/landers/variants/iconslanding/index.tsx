import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalNotice } from '../../components/FictionalNotice';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';
import './i18n';

/**
 * Understood at a glance: six large icons say what the site is and what it costs (honestly), a row
 * of round member photos shows who is there, one button signs up.
 */

const SHOWN = 8;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const ICONS: Record<'free' | 'adults' | 'privacy' | 'credits' | 'region' | 'safety', ReactNode> = {
  free: (
    <g {...stroke}>
      <path d="M20 8l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z" />
      <circle cx="20" cy="20" r="16" />
    </g>
  ),
  adults: (
    <g {...stroke}>
      <circle cx="20" cy="20" r="16" />
      <path d="M12 15l3-2v14M19 17.5a3 3 0 106 0 3 3 0 10-6 0zm0 6a3.2 3.2 0 106.4 0 3.2 3.2 0 10-6.4 0M30 17v6M27 20h6" />
    </g>
  ),
  privacy: (
    <g {...stroke}>
      <rect x="10" y="18" width="20" height="15" rx="3" />
      <path d="M14 18v-5a6 6 0 0112 0v5M20 24v4" />
    </g>
  ),
  credits: (
    <g {...stroke}>
      <ellipse cx="20" cy="12" rx="10" ry="4" />
      <path d="M10 12v8c0 2.2 4.5 4 10 4s10-1.8 10-4v-8M10 20v8c0 2.2 4.5 4 10 4s10-1.8 10-4v-8" />
    </g>
  ),
  region: (
    <g {...stroke}>
      <path d="M20 35s11-10.5 11-19a11 11 0 10-22 0c0 8.5 11 19 11 19z" />
      <circle cx="20" cy="16" r="4" />
    </g>
  ),
  safety: (
    <g {...stroke}>
      <path d="M20 5l12 5v8c0 8-5.5 14-12 17-6.5-3-12-9-12-17v-8z" />
      <path d="M14 20l4 4 8-8" />
    </g>
  ),
};

/** The page's look in one place: a coloured header, the icon grid, the row of faces. */
const Page = styled.div`
  text-align: center;
  header {
    padding: 32px 16px 28px;
    color: #fff;
    background: linear-gradient(160deg, ${(p) => p.theme.colors.primary}, ${(p) => p.theme.colors.secondary});
  }
  h1 {
    margin: 0 auto 10px;
    max-width: 18em;
    font-size: 2rem;
  }
  header p {
    margin: 0 auto 20px;
    max-width: 34em;
  }
  header button {
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
  }
  header button:focus-visible {
    outline: 3px solid #fff;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 20px 12px;
    max-width: 1000px;
    margin: 0 auto;
    padding: 32px 16px;
    list-style: none;
  }
  svg {
    width: 56px;
    height: 56px;
    color: ${(p) => p.theme.colors.primary};
  }
  h2,
  h3 {
    margin: 8px 0 4px;
    color: ${(p) => p.theme.colors.secondary};
  }
  li p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .faces {
    grid-template-columns: repeat(4, 1fr);
    padding: 16px;
  }
  .faces button {
    display: grid;
    justify-items: center;
    gap: 4px;
    width: 100%;
    font: inherit;
    font-size: 0.8125rem;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .faces img,
  .faces button > span:first-child {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 50%;
    box-shadow: 0 0 0 2px ${(p) => p.theme.colors.primary};
  }
  .note {
    max-width: 1000px;
    margin: 20px auto 40px;
    padding: 0 16px;
    text-align: left;
  }
  ${media.md} {
    header {
      padding: 56px 24px 48px;
    }
    h1 {
      font-size: 2.75rem;
    }
    ul {
      grid-template-columns: repeat(3, 1fr);
      gap: 36px 24px;
    }
    svg {
      width: 72px;
      height: 72px;
    }
    .faces {
      grid-template-columns: repeat(8, 1fr);
    }
  }
`;

export default function IconsLander({ campaign, members, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const meetId = useId();
  const region = campaign.region_name ?? t('icons.regionAnywhere');
  const features = (['free', 'adults', 'privacy', 'credits', 'region', 'safety'] as const).map((key) => ({
    key,
    title: t(`icons.${key}.title`),
    text: t(`icons.${key}.text`, { region }),
  }));
  const shown = members.slice(0, SHOWN);
  return (
    <Page>
      <header aria-labelledby={titleId}>
        <h1 id={titleId}>{campaign.headline}</h1>
        <p>{campaign.subline}</p>
        <SignupButton onSignup={onSignup} />
      </header>
      <VisuallyHidden as="h2">{t('icons.featuresTitle')}</VisuallyHidden>
      <ul>
        {features.map((f) => (
          <li key={f.key}>
            <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              {ICONS[f.key]}
            </svg>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby={meetId}>
        <h2 id={meetId}>{t('icons.meetTitle')}</h2>
        {shown.length > 0 ? (
          <ul className="faces">
            {shown.map((member, i) => (
              <li key={member.id}>
                <button type="button" onClick={onSignup}>
                  <MemberPhoto member={member} eager={i < 4} decorative />
                  <span>
                    {member.name}, {member.age}
                  </span>
                  <FictionalBadge member={member} />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('icons.empty')}</p>
        )}
        <SignupButton onSignup={onSignup} />
        {shown.length > 0 && (
          <div className="note">
            <FictionalNotice />
          </div>
        )}
      </section>
    </Page>
  );
}
