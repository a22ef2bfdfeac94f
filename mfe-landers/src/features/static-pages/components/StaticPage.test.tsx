import { act, fireEvent, screen } from '@testing-library/react';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { companyInfoStore, loadCompanyInfo } from 'shared-kernel/stores/companyInfo';
import { loadSettings, settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import StaticPage from './StaticPage';

jest.mock('shared-kernel/stores/settings', () => ({
  ...jest.requireActual('shared-kernel/stores/settings'),
  loadSettings: jest.fn(),
}));
jest.mock('shared-kernel/stores/companyInfo', () => ({
  ...jest.requireActual('shared-kernel/stores/companyInfo'),
  loadCompanyInfo: jest.fn(),
}));

const loadSettingsMock = jest.mocked(loadSettings);
const loadCompanyInfoMock = jest.mocked(loadCompanyInfo);

function renderPage() {
  return renderWithTheme(
    <StaticPage title="Retourbeleid">{({ company }) => <p>Gegevens van {company.name}</p>}</StaticPage>,
  );
}

describe('StaticPage', () => {
  beforeEach(() => {
    settingsStore.set(null);
    companyInfoStore.set(null);
    loadSettingsMock.mockReset().mockImplementation(async () => {
      settingsStore.set(settingsFixture);
      return settingsFixture;
    });
    loadCompanyInfoMock.mockReset();
  });

  it('shows the title and a spinner while loading, then the text', async () => {
    let resolve: (v: typeof companyInfoFixture) => void = () => undefined;
    loadCompanyInfoMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Retourbeleid' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gegevens worden geladen...');

    await act(async () => {
      companyInfoStore.set(companyInfoFixture);
      resolve(companyInfoFixture);
    });
    expect(screen.getByText('Gegevens van Hartklop Media B.V.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    loadCompanyInfoMock.mockRejectedValueOnce(new Error('offline'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De gegevens voor deze pagina kunnen nu niet worden geladen.');

    loadCompanyInfoMock.mockImplementationOnce(async () => {
      companyInfoStore.set(companyInfoFixture);
      return companyInfoFixture;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Gegevens van Hartklop Media B.V.')).toBeInTheDocument();
    expect(loadCompanyInfoMock).toHaveBeenCalledTimes(2);
  });
});
