import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { setChatDraft } from 'shared-kernel/stores/chatDraft';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import { icebreakerLines, type IcebreakerLine } from '../utils/icebreakers';
import '../i18n';

const Intro = styled.p`
  margin: 0 0 16px;
`;

const Lines = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const LineButton = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 12px 14px;
  font: inherit;
  text-align: left;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Personal = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors.primary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface IcebreakerProps {
  profile: MemberProfile;
}

/**
 * SPEC §1 icebreaker modal: opening lines for a first message, some made for this profile.
 * Choosing one keeps it as the chat draft for this profile (shared-kernel/stores/chatDraft) and
 * opens the chat with them, where the chat remote puts it into the send box.
 */
export function Icebreaker({ profile }: IcebreakerProps) {
  const { t } = useT('members');
  const [open, setOpen] = useState(false);
  const lines = useMemo(() => icebreakerLines(profile, (key, options) => t(key, options)), [profile, t]);

  const choose = (line: IcebreakerLine) => {
    setChatDraft(profile.id, line.text);
    setOpen(false);
    navigate(`/members/${profile.id}/chat`);
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('profile.icebreaker.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('profile.icebreaker.title')}>
        <Intro>{t('profile.icebreaker.intro', { name: profile.name })}</Intro>
        <Lines>
          {lines.map((line) => (
            <li key={line.id}>
              <LineButton type="button" onClick={() => choose(line)} data-line={line.id}>
                {line.personal && <Personal>{t('profile.icebreaker.personal', { name: profile.name })}</Personal>}
                <span>{line.text}</span>
              </LineButton>
            </li>
          ))}
        </Lines>
        <Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('profile.icebreaker.cancel')}
          </Button>
        </Footer>
      </Modal>
    </>
  );
}
