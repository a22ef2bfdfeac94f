import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry, AuditResponse } from 'shared-kernel/contract/admin';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { Button } from 'shared-kernel/ui/Button';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { Field, Select } from 'shared-kernel/ui/FormParts';
import { TextField } from 'shared-kernel/ui/TextField';
import { loadAudit, type AuditQuery } from '../api/audit';
import { actionText, targetTypeText } from '../utils/labels';
import '../i18n';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 12px;
  > div:last-child {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: 10px 12px;
    display: grid;
    gap: 4px;
    overflow-wrap: anywhere;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
  }
  time,
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9rem;
  }
  pre {
    margin: 4px 0 0;
    white-space: pre-wrap;
    font-size: 0.85rem;
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

const FILTER_KEYS = ['action', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const queryOf = (params: URLSearchParams): AuditQuery => {
  const query: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const v = params.get(key);
    if (v) query[key] = v;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query as AuditQuery;
};

const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'medium' });

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useT('backoffice');
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li data-action={entry.action}>
      <div className="head">
        <strong>{actionText(t, entry.action)}</strong>
        {entry.target_type && (
          <span>
            {targetTypeText(t, entry.target_type)} {entry.target_id}
          </span>
        )}
        <time dateTime={entry.at}>{when(entry.at)}</time>
      </div>
      <div className="meta">
        {entry.staff ? `${entry.staff.name} <${entry.staff.email}>` : t('audit.commandLine')}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </div>
      {changed && (
        <details>
          <summary>{t('audit.details')}</summary>
          {entry.before !== null && (
            <pre>
              {t('audit.before')}: {JSON.stringify(entry.before, null, 2)}
            </pre>
          )}
          {entry.after !== null && (
            <pre>
              {t('audit.after')}: {JSON.stringify(entry.after, null, 2)}
            </pre>
          )}
        </details>
      )}
    </li>
  );
}

interface ChoiceFieldProps<T extends string> {
  id: string;
  label: string;
  /** The first choice: no filter. */
  anyLabel: string;
  options: readonly T[];
  textOf: (option: T) => string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A filter that picks one of a list (or any). */
function ChoiceField<T extends string>({ id, label, anyLabel, options, textOf, value, onValueChange }: ChoiceFieldProps<T>) {
  return (
    <Field $flush>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(e) => onValueChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {textOf(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function Results({ data, onPage }: { data: AuditResponse; onPage: (page: number) => void }) {
  const { t } = useT('backoffice');
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  if (data.entries.length === 0) return <p>{t('audit.empty')}</p>;
  return (
    <>
      <p>{t('audit.count', { count: data.total })}</p>
      <List>
        {data.entries.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </List>
      {pages > 1 && (
        <Pager aria-label={t('audit.page', { page: data.page, pages })}>
          <Button variant="outline" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {t('audit.previous')}
          </Button>
          <span>{t('audit.page', { page: data.page, pages })}</span>
          <Button variant="outline" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t('audit.next')}
          </Button>
        </Pager>
      )}
    </>
  );
}

/** /admin/audit (admins): the audit log, filtered by action, target and days, in pages; the filter is in the address. */
export default function AuditPage() {
  const { t } = useT('backoffice');
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<FilterKey, string>>(
    () => Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<FilterKey, string>,
  );
  const query = queryOf(params);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (draft[key].trim() !== '') next.set(key, draft[key].trim());
    setParams(next);
  };
  const clear = () => {
    setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<FilterKey, string>);
    setParams(new URLSearchParams());
  };
  const onPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const field = (key: FilterKey) => ({ value: draft[key], onValueChange: (v: string) => setDraft((d) => ({ ...d, [key]: v })) });
  return (
    <>
      <h1>{t('audit.heading')}</h1>
      <p>{t('audit.intro')}</p>
      <Filters onSubmit={apply} aria-label={t('audit.filters')}>
        <ChoiceField id="audit-action" label={t('audit.action')} anyLabel={t('audit.anyAction')} options={AUDIT_ACTIONS} textOf={(action) => actionText(t, action)} {...field('action')} />
        <ChoiceField
          id="audit-target-type"
          label={t('audit.targetType')}
          anyLabel={t('audit.anyTargetType')}
          options={AUDIT_TARGET_TYPES}
          textOf={(type) => targetTypeText(t, type)}
          {...field('target_type')}
        />
        <TextField label={t('audit.targetId')} {...field('target_id')} />
        <TextField label={t('audit.from')} type="date" {...field('from')} />
        <TextField label={t('audit.to')} type="date" {...field('to')} />
        <div>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button variant="link" onClick={clear}>
            {t('audit.clear')}
          </Button>
        </div>
      </Filters>
      <Loaded key={params.toString()} load={() => loadAudit({ ...query, per_page: AUDIT_PAGE_SIZE })} loadingLabel={t('audit.loading')}>
        {(data) => <Results data={data} onPage={onPage} />}
      </Loaded>
    </>
  );
}
