import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { setChatDraft } from 'shared-kernel/stores/chatDraft';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { Modal } from 'shared-kernel/ui/Modal';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchChatRules, type ChatRulesAnswer } from '../api/member';
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
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 0.875rem;
`;

/** Why no conversation can be started with this member now, with the way out (the chat's own reasons). */
function CannotStart({ reason, name }: { reason: NonNullable<ChatRulesAnswer['blocked_by']>; name: string }) {
  const { t } = useT('members');
  if (reason === 'conversation_limit') {
    return (
      <Alert variant="info" data-testid="icebreaker-blocked">
        <p>{t('profile.icebreaker.limit', { limit: CHAT_RULES.freeConversationLimit, name })}</p>
        <Footer>
          <LinkButton href="/credits" $variant="outline">
            {t('profile.icebreaker.buyCredits')}
          </LinkButton>
          <LinkButton href="/premium">{t('profile.icebreaker.premium')}</LinkButton>
        </Footer>
      </Alert>
    );
  }
  return (
    <Alert variant="info" data-testid="icebreaker-blocked">
      <p>{t('profile.icebreaker.unconfirmed', { name })}</p>
    </Alert>
  );
}

export interface IcebreakerProps {
  profile: MemberProfile;
}

/**
 * SPEC §1 icebreaker modal: opening lines for a first message, some made for this profile.
 * Choosing one keeps it as the chat draft for this profile (shared-kernel/stores/chatDraft) and
 * opens the chat with them, where the chat remote puts it into the send box (not sent).
 *
 * Whether the member can write to them is asked first (the chat's rules for this profile): where
 * they cannot (a free member's limit of CHAT_RULES.freeConversationLimit started conversations,
 * or a partner who must confirm first) the icebreaker says so, with the way out, before a chat is
 * opened, instead of offering lines for a chat without a send box. When the question fails the
 * lines are offered (the chat and the server decide).
 */
export function Icebreaker({ profile }: IcebreakerProps) {
  const { t } = useT('members');
  const [open, setOpen] = useState(false);
  const lines = useMemo(() => icebreakerLines(profile, (key, options) => t(key, options)), [profile, t]);
  const loadRules = useCallback(() => fetchChatRules(profile.id), [profile.id]);
  const rules = useLoad(true, loadRules);
  const blockedBy = rules.state.status === 'ready' ? rules.state.data.blocked_by : null;

  const choose = (line: IcebreakerLine) => {
    setChatDraft(profile.id, line.text);
    setOpen(false);
    navigate(`/members/${profile.id}/chat`);
  };

  const lineChoices = (
    <>
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
    </>
  );

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('profile.icebreaker.open')}
      </Button>
      {blockedBy === 'conversation_limit' && <Note>{t('profile.icebreaker.limitNote')}</Note>}
      <Modal open={open} onClose={() => setOpen(false)} title={t('profile.icebreaker.title')}>
        {rules.state.status === 'loading' ? (
          <Spinner label={t('profile.icebreaker.checking')} />
        ) : blockedBy ? (
          <CannotStart reason={blockedBy} name={profile.name} />
        ) : (
          lineChoices
        )}
        <Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {blockedBy ? t('profile.icebreaker.close') : t('profile.icebreaker.cancel')}
          </Button>
        </Footer>
      </Modal>
    </>
  );
}
