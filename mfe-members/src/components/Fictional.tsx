import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { siteFictionalNotice, useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import './i18n';

const Flag = styled(FictionalFlagFrame)`
  gap: 4px;
  font-size: 0.8125rem;
  font-weight: 600;
`;

const IconGap = styled.span`
  display: inline-flex;
  margin-right: 6px;
  vertical-align: middle;
`;

/**
 * The mark of a fictional profile (Dutch regulator's rule): settings.fictional_icon plus
 * settings.fictional_singular as visible text, so it never depends on the icon alone.
 */
export function FictionalFlag({ className }: { className?: string }) {
  const { t } = useT('members');
  const settings = useSettings();
  const text = settings?.fictional_singular || t('fictional.fallback');
  return (
    <Flag className={className} data-fictional="true">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      {text}
    </Flag>
  );
}

/** Lines of the list's notice before "meer" (the whole text fits one line of a wide screen). */
export const NOTICE_LINES = 2;

/** The list's version: smaller and tighter, so the first profiles stay in view. */
const compactStyle = { fontSize: '0.875rem', lineHeight: 1.4, padding: '4px 8px 4px 12px', marginBottom: 8 } as const;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

/** At most two lines until "meer": the whole text stays in the page (screen readers read all of it). */
const Text = styled.p<{ $open: boolean }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  ${(p) =>
    p.$open
      ? ''
      : `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${NOTICE_LINES};
    overflow: hidden;
  `}
`;

/** A 44 px touch target that does not make the one-line notice taller. */
const More = styled.button`
  flex: none;
  align-self: flex-start;
  min-width: 44px;
  min-height: 44px;
  margin: -10px 0;
  padding: 0 8px;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** Whether the clamped text is cut off (measured after render and whenever its box changes). */
function useCutOff(open: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const measure = () => setCutOff(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open]);
  return { ref, cutOff };
}

/**
 * Above a list: the site-level disclosure, at most NOTICE_LINES lines; "meer" (only when the text
 * is cut off there) shows all of it.
 */
function ListNotice({ text, icon }: { text: string; icon: string | undefined }) {
  const { t } = useT('members');
  const id = useId();
  const [open, setOpen] = useState(false);
  const { ref, cutOff } = useCutOff(open);
  return (
    <Alert variant="warning" data-testid="fictional-warning" data-compact="true" style={compactStyle}>
      <Line>
        <Text id={id} ref={ref} $open={open}>
          {icon && (
            <IconGap>
              <FictionalIcon icon={icon} />
            </IconGap>
          )}
          {text}
        </Text>
        {(cutOff || open) && (
          <More type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
            {open ? t('fictional.less') : t('fictional.more')}
          </More>
        )}
      </Line>
    </Alert>
  );
}

/**
 * A warning about fictional profiles: on one profile (`scope="profile"`) settings.fictional_warning
 * ("Dit is een fictief profiel ..."); above a list (`scope="list"`) the site-level text, since no
 * single profile is meant there, at most two lines with "meer" (issue 27: the first profiles stay on
 * the first screen; every fictional profile carries its own mark as well).
 */
export function FictionalWarning({ scope }: { scope: 'profile' | 'list' }) {
  const settings = useSettings();
  const text = scope === 'list' ? siteFictionalNotice(settings) : settings?.fictional_warning;
  if (!text) return null;
  if (scope === 'list') return <ListNotice text={text} icon={settings?.fictional_icon} />;
  return (
    <Alert variant="warning" data-testid="fictional-warning">
      {settings?.fictional_icon && (
        <IconGap>
          <FictionalIcon icon={settings.fictional_icon} />
        </IconGap>
      )}
      {text}
    </Alert>
  );
}
