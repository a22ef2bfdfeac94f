import { useRef, useState } from 'react';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { fetchRepeatOrderInfo, repeatOrder, type RepeatOrderInfo } from '../../../api/payments';
import { Actions, AlertText, LinkButton, TextLink } from '../../../components/Parts';
import { goToCheckout } from '../../../utils/checkout';
import { formatMoney } from '../../../utils/money';
import '../../../components/i18n';
import '../i18n';

type Last = NonNullable<RepeatOrderInfo['last']>;

/** One button: the last bundle with the last method again, straight to the provider. */
function Repeat({ last }: { last: Last }) {
  const { t } = useT('payments');
  const text = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // One key per attempt; kept after a failure without any answer (the order may have arrived).
  const key = useRef<string | null>(null);

  const order = () => {
    if (busy) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setError(null);
    repeatOrder(key.current).then(
      ({ payment }) => goToCheckout(payment),
      (failure: unknown) => {
        if (!(failure instanceof HttpError && failure.status === 0)) key.current = null;
        setError(failure);
        setBusy(false);
      },
    );
  };

  const label = t('repeat.order', {
    credits: last.bundle.credits,
    method: t(`methods.${last.method}`),
    price: formatMoney(last.bundle.price, last.bundle.currency),
  });
  return (
    <>
      <p>{t('repeat.intro')}</p>
      {error !== null && (
        <Alert variant="danger">
          <AlertText>{text(error)}</AlertText>
        </Alert>
      )}
      <Actions>
        <Button size="lg" onClick={order} disabled={busy} aria-busy={busy}>
          {label}
        </Button>
        <TextLink href="/credits">{t('repeat.other')}</TextLink>
      </Actions>
    </>
  );
}

function NoLastOrder() {
  const { t } = useT('payments');
  return (
    <>
      <p>{t('repeat.none')}</p>
      <Actions>
        <LinkButton href="/credits">{t('repeat.choose')}</LinkButton>
      </Actions>
    </>
  );
}

/** /credits/repeat-order: buy the last bundle again with the last method in one step (issue 12, item 7). */
export default function RepeatOrderPage() {
  const { t } = useT('payments');
  return (
    <PageFrame $narrow>
      <h1>{t('app.titles.repeatOrder')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        <Loaded load={fetchRepeatOrderInfo} loadingLabel={t('repeat.loading')}>
          {({ last }) => (last ? <Repeat last={last} /> : <NoLastOrder />)}
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
