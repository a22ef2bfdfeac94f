import { useState } from 'react';
import styled from 'styled-components';
import type { Statement } from 'shared-kernel/contract';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchStatements } from '../api/decisions';
import { AppealForm } from './AppealForm';
import '../i18n';

export const DECISIONS_HEADING_ID = 'decisions-heading';

const DATE_FORMAT = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' });
const dutchDate = (iso: string): string => DATE_FORMAT.format(new Date(iso));

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
`;

const Card = styled.li`
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  dl {
    margin: 8px 0;
  }
  dt {
    font-weight: 600;
    margin-top: 8px;
  }
  dd {
    margin: 0;
  }
`;

const Meta = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

function AppealState({ appeal }: { appeal: NonNullable<Statement['appeal']> }) {
  const { t } = useT('members');
  if (appeal.status === 'received') return <Alert variant="info">{t('decisions.appealReceived', { date: dutchDate(appeal.created_at) })}</Alert>;
  return <Alert variant={appeal.outcome === 'reversed' ? 'success' : 'warning'}>{t(appeal.outcome === 'reversed' ? 'decisions.appealReversed' : 'decisions.appealUpheld')}</Alert>;
}

function StatementCard({ statement, onAppealed }: { statement: Statement; onAppealed: () => void }) {
  const { t } = useT('members');
  const [appealing, setAppealing] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Card>
      <h3>{statement.decision_label}</h3>
      <Meta>{t('decisions.reference', { reference: statement.reference, date: dutchDate(statement.created_at) })}</Meta>
      <dl>
        <dt>{t('decisions.restriction')}</dt>
        <dd>{statement.restriction}</dd>
        <dt>{t('decisions.facts')}</dt>
        <dd>{statement.facts}</dd>
        <dt>{t('decisions.ground')}</dt>
        <dd>{t(statement.ground_kind === 'law' ? 'decisions.groundLaw' : 'decisions.groundTerms', { ground: statement.ground })}</dd>
        <dt>{t('decisions.automation')}</dt>
        <dd>{statement.automation}</dd>
        <dt>{t('decisions.redress')}</dt>
        <dd>{statement.redress}</dd>
      </dl>
      {sent && <Alert variant="success">{t('decisions.appealSent')}</Alert>}
      {!sent && statement.appeal && <AppealState appeal={statement.appeal} />}
      {!sent && statement.can_appeal && !appealing && (
        <Button variant="outline" onClick={() => setAppealing(true)}>
          {t('decisions.appeal')}
        </Button>
      )}
      {!sent && appealing && (
        <AppealForm
          reference={statement.reference}
          onCancel={() => setAppealing(false)}
          onSent={() => {
            setSent(true);
            setAppealing(false);
            onAppealed();
          }}
        />
      )}
    </Card>
  );
}

/**
 * The member's statements of reasons (issue 18, DSA art. 17) on their own profile: what was
 * restricted, why, on which ground, whether automation was used and how to appeal, with the appeal
 * form. Nothing at all while there is no decision about the member.
 */
export function Decisions() {
  const { t } = useT('members');
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const load = useLoad(loggedIn, fetchStatements);
  if (!loggedIn) return null;
  const { state } = load;
  if (state.status === 'ready' && state.data.statements.length === 0) return null;

  return (
    <section id="decisions" aria-labelledby={DECISIONS_HEADING_ID}>
      <h2 id={DECISIONS_HEADING_ID}>{t('decisions.heading')}</h2>
      <p>{t('decisions.intro')}</p>
      {state.status === 'loading' && <Spinner label={t('decisions.loading')} />}
      {state.status === 'failed' && <LoadError error={state.error} onRetry={load.retry} />}
      {state.status === 'ready' && (
        <List>
          {state.data.statements.map((statement) => (
            <StatementCard
              key={statement.reference}
              statement={statement}
              onAppealed={() =>
                load.setData({
                  statements: state.data.statements.map((s) => (s.reference === statement.reference ? { ...s, can_appeal: false } : s)),
                })
              }
            />
          ))}
        </List>
      )}
    </section>
  );
}
