import { useState } from 'react';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { ScreeningAnswerShape } from '@hireloop/schema';

import { renderWithProviders } from '../../../test/render';
import ApplyQuestionsDialog, { type ApplyQuestion } from './ApplyQuestionsDialog';

const QUESTIONS: ApplyQuestion[] = [
  { id: 'q-years', kind: 'NUMBER', text: 'Years of experience with React', required: true, options: [] },
  { id: 'q-pune', kind: 'YES_NO', text: 'Can you work from Pune?', required: false, options: [] },
];

/** Apply opens the dialog; a submit closes it as a successful application does. */
function Harness({ onSubmit }: { onSubmit: (answers: ScreeningAnswerShape[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply
      </button>
      <ApplyQuestionsDialog
        open={open}
        jobTitle="Platform Engineer"
        questions={QUESTIONS}
        busy={false}
        problem={null}
        onSubmit={(answers) => {
          onSubmit(answers);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return within(await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' }));
}

describe('ApplyQuestionsDialog', () => {
  it('opens with blank answers again after an application was sent', async () => {
    const sent = vi.fn();
    renderWithProviders(<Harness onSubmit={sent} />);
    let dialog = await open();
    fireEvent.change(dialog.getByRole('textbox', { name: /^Years of experience with React/ }), {
      target: { value: '5' },
    });
    fireEvent.click(dialog.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
    expect(sent).toHaveBeenCalledWith([
      { questionId: 'q-years', value: '5' },
      { questionId: 'q-pune', value: 'yes' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open();
    expect(dialog.getByRole('textbox', { name: /^Years of experience with React/ })).toHaveValue('');
    expect(dialog.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    // Sending at once asks for the required answer again rather than sending the old one.
    fireEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
