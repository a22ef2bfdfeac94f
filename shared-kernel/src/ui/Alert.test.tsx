import { fireEvent, screen } from '@testing-library/react';
import { Alert } from './Alert';
import { renderWithTheme } from '../testing/ui';

describe('Alert', () => {
  it('announces warnings and errors as alerts, info and success as status', () => {
    renderWithTheme(
      <>
        <Alert variant="warning">w</Alert>
        <Alert variant="danger">d</Alert>
        <Alert variant="info">i</Alert>
        <Alert variant="success">s</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual(['w', 'd']);
    expect(screen.getAllByRole('status').map((e) => e.textContent)).toEqual(['i', 's']);
  });

  it('has no close button unless onClose is given', () => {
    renderWithTheme(<Alert title="Titel">tekst</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onClose has a real, named close button', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Alert title="Titel" onClose={onClose} closeLabel="Melding sluiten">
        tekst
      </Alert>,
    );
    const button = screen.getByRole('button', { name: 'Melding sluiten' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names the close button "Sluiten" by default', () => {
    renderWithTheme(<Alert onClose={jest.fn()}>tekst</Alert>);
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });
});
