import styled from 'styled-components';
import { renderSVG } from 'uqr';
import { useT } from 'shared-kernel/i18n';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  margin-top: 12px;
  .qr {
    width: 176px;
    height: 176px;
    background: #fff;
    padding: 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  .qr svg {
    width: 100%;
    height: 100%;
  }
  code {
    font-size: 1rem;
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
`;

/** A new staff member's authenticator enrolment: the QR code of the otpauth:// URI and the key to type. */
export function TotpEnrolment({ name, secret, uri }: { name: string; secret: string; uri: string }) {
  const { t } = useT('backoffice');
  return (
    <div>
      <p>{t('staff.create.totpIntro', { name })}</p>
      <Box>
        {/* uqr renders the QR code as an SVG string of rectangles from the URI alone. */}
        <div className="qr" role="img" aria-label={t('staff.create.qr')} dangerouslySetInnerHTML={{ __html: renderSVG(uri, { border: 1 }) }} />
        <p>
          {t('staff.create.secret')}: <code data-totp-secret="">{secret}</code>
        </p>
      </Box>
    </div>
  );
}
