import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { MemberProfile, Relation } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { requestSignup } from 'shared-kernel/navigation';
import { bus } from 'shared-kernel/bus';
import { removeProfileFromSearch } from 'shared-kernel/stores/search';
import type { SessionState } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { DotsIcon, Menu } from 'shared-kernel/ui/Menu';
import { Modal } from 'shared-kernel/ui/Modal';
import { loginPathFor } from 'shared-kernel/utils/loginPath';
import { useAction } from '../../../hooks/useAction';
import { forgetChatsWithProfile } from 'shared-kernel/stores/chat';
import { blockMember, likeMember, unlikeMember } from '../api/member';
import '../i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
`;

const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/** The gifts feature's button for this profile, composed by the app (`app/ProfileRoute`). */
export type GiftActionSlot = ComponentType<{ recipient: MemberProfile; session: SessionState }>;

export interface ProfileActionsProps {
  profile: MemberProfile;
  relation: Relation;
  session: SessionState;
  onRelation: (relation: Relation) => void;
  GiftAction: GiftActionSlot;
}

/** The report action (issue 14, DSA notice and action): /complaints pre-filled with this profile. */
export function ReportLink({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useT('members');
  return (
    <LinkButton href={`/complaints?profile=${profileId}`} $variant="link" aria-label={t('profile.actions.reportLabel', { name })}>
      {t('profile.actions.report')}
    </LinkButton>
  );
}

/**
 * What a member can do on a profile: like or unlike (a mutual like says it is a match), send a
 * message; behind "…" report and block (after confirming). Visitors are invited to log in or sign up instead.
 */
export function ProfileActions({ profile, relation, session, onRelation, GiftAction }: ProfileActionsProps) {
  const { t } = useT('members');
  const action = useAction();
  const [matched, setMatched] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const returnPath = `/members/${profile.id}`;

  if (session.status === 'unknown') return null;
  if (session.status === 'anonymous') {
    return (
      <section aria-label={t('profile.actions.heading')}>
        <p>{t('profile.actions.visitorText', { name: profile.name })}</p>
        <Row>
          <LinkButton href={loginPathFor(returnPath)} $variant="outline">
            {t('profile.actions.loginToLike')}
          </LinkButton>
          <GiftAction recipient={profile} session={session} />
          <Button onClick={() => requestSignup({ source: 'profile', profileId: profile.id })}>{t('profile.actions.signup')}</Button>
          <ReportLink profileId={profile.id} name={profile.name} />
        </Row>
      </section>
    );
  }

  const toggleLike = () =>
    void action.run(
      () => (relation.liked ? unlikeMember(profile.id) : likeMember(profile.id)),
      (answer) => {
        onRelation(answer.relation);
        setMatched(answer.match !== null);
        // A mutual like: the shell's match modal celebrates it (SPEC §2).
        if (answer.match) bus.emit({ type: 'match/show', profile: answer.match });
      },
    );

  const block = () =>
    void action.run(
      () => blockMember(profile.id),
      (answer) => {
        setConfirmBlock(false);
        removeProfileFromSearch(profile.id);
        // The server removed the chats with them in the block: the list follows without a reload.
        forgetChatsWithProfile(profile.id);
        onRelation(answer.relation);
      },
    );

  return (
    <section aria-label={t('profile.actions.heading')}>
      <Row>
        <Button onClick={toggleLike} disabled={action.busy} aria-pressed={relation.liked}>
          {relation.liked ? t('profile.actions.unlike') : t('profile.actions.like')}
        </Button>
        <LinkButton href={`/members/${profile.id}/chat`} $variant="secondary">
          {t('profile.actions.message')}
        </LinkButton>
        <GiftAction recipient={profile} session={session} />
        <Menu
          label={t('profile.actions.more', { name: profile.name })}
          icon={<DotsIcon />}
          disabled={action.busy}
          items={[
            { key: 'report', label: t('profile.actions.report'), href: `/complaints?profile=${profile.id}` },
            { key: 'block', label: t('profile.actions.block'), onSelect: () => setConfirmBlock(true), danger: true },
          ]}
        />
      </Row>
      {matched && relation.match && (
        <Alert variant="success" onClose={() => setMatched(false)}>
          {t('profile.actions.match')}
        </Alert>
      )}
      {!matched && relation.match && <p role="status">{t('profile.actions.isMatch', { name: profile.name })}</p>}
      {!matched && !relation.match && relation.liked && <p role="status">{t('profile.actions.liked', { name: profile.name })}</p>}
      {!relation.match && relation.liked_by && <p>{t('profile.actions.likedBy', { name: profile.name })}</p>}
      {action.error && !confirmBlock && <Alert variant="danger">{action.error}</Alert>}
      <Modal
        open={confirmBlock}
        onClose={() => {
          if (action.busy) return;
          setConfirmBlock(false);
          action.clearError();
        }}
        lightDismiss={!action.busy}
        size="sm"
        title={t('profile.blockDialog.title', { name: profile.name })}
      >
        <p>{t('profile.blockDialog.text', { name: profile.name })}</p>
        {action.error && <Alert variant="danger">{action.error}</Alert>}
        <DialogButtons>
          <Button
            variant="outline"
            onClick={() => {
              setConfirmBlock(false);
              action.clearError();
            }}
            disabled={action.busy}
          >
            {t('profile.blockDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={block} disabled={action.busy} aria-busy={action.busy || undefined}>
            {t('profile.blockDialog.confirm')}
          </Button>
        </DialogButtons>
      </Modal>
    </section>
  );
}
