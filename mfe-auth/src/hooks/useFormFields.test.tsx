import { fireEvent, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { TextField } from '../components/TextField';
import { useFormFields } from './useFormFields';

/** Two required fields; "Leeg" empties both. */
function TwoFields({ onValid }: { onValid: (values: { first: string; second: string }) => void }) {
  const form = useFormFields({ first: 'a', second: '' });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const valid = form.check({
      first: form.values.first ? null : 'Eerste is verplicht.',
      second: form.values.second ? null : 'Tweede is verplicht.',
    });
    if (valid) onValid(form.values);
  };
  return (
    <form onSubmit={onSubmit} aria-label="Formulier">
      <TextField label="Eerste" {...form.field('first')} />
      <TextField label="Tweede" {...form.field('second')} />
      <button type="submit">Verstuur</button>
      <button type="button" onClick={() => form.setValues({ first: '', second: '' })}>
        Leeg
      </button>
    </form>
  );
}

describe('useFormFields', () => {
  it('starts with the initial values and keeps what is typed', () => {
    renderWithTheme(<TwoFields onValid={jest.fn()} />);
    expect(screen.getByLabelText('Eerste')).toHaveValue('a');
    fireEvent.change(screen.getByLabelText('Tweede'), { target: { value: 'b' } });
    expect(screen.getByLabelText('Tweede')).toHaveValue('b');
  });

  it('shows every error and focuses the first invalid field in the order given', () => {
    const onValid = jest.fn();
    renderWithTheme(<TwoFields onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Eerste is verplicht.', 'Tweede is verplicht.']);
    expect(screen.getByLabelText('Eerste')).toHaveFocus();
    expect(screen.getByLabelText('Eerste')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Eerste'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(screen.getByLabelText('Tweede')).toHaveFocus();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Tweede is verplicht.']);
  });

  it('clears the errors and reports valid once every field passes', () => {
    const onValid = jest.fn();
    renderWithTheme(<TwoFields onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tweede is verplicht.');
    fireEvent.change(screen.getByLabelText('Tweede'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({ first: 'a', second: 'b' });
  });
});
