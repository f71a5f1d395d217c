import { useState } from 'react';

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render';
import { requirementRow, type RequirementRow } from '../jobForm';
import { RequirementsField } from './RequirementsField';

function Harness() {
  const [rows, setRows] = useState<RequirementRow[]>([requirementRow('React')]);
  return (
    <>
      <RequirementsField rows={rows} onChange={setRows} />
      <output data-testid="rows">{rows.map((row) => row.text).join('|')}</output>
    </>
  );
}

describe('RequirementsField', () => {
  it('cannot remove the last requirement', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const remove = screen.getByRole('button', { name: 'Remove requirement 1' });
    expect(remove).toBeDisabled();
    fireEvent.click(remove);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('adds rows, and removes any row while more than one remains', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Requirement' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Requirement 2' }), {
      target: { value: 'TypeScript' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Requirement' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Requirement 3' }), {
      target: { value: 'GraphQL' },
    });
    expect(screen.getByTestId('rows')).toHaveTextContent('React|TypeScript|GraphQL');

    fireEvent.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    expect(screen.getByTestId('rows')).toHaveTextContent('TypeScript|GraphQL');
    // The remaining inputs keep their text.
    expect(screen.getByRole('textbox', { name: 'Requirement 1' })).toHaveValue('TypeScript');
    fireEvent.click(screen.getByRole('button', { name: 'Remove requirement 2' }));
    expect(screen.getByTestId('rows')).toHaveTextContent('TypeScript');
    expect(screen.getByRole('button', { name: 'Remove requirement 1' })).toBeDisabled();
  });
});
