import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ScreeningAnswers } from './ScreeningAnswers';

describe('ScreeningAnswers', () => {
  it('shows an automatic knock-out rejection and marks the failed answer', () => {
    render(
      <ScreeningAnswers
        result="FAILED"
        autoRejected
        answers={[
          { questionId: 'q1', question: 'Can you work from Pune?', value: 'yes', passed: true },
          { questionId: 'q2', question: 'Years of experience with Go?', value: '1', passed: false },
        ]}
      />,
    );
    expect(screen.getByText('Rejected (auto, knock-out)')).toBeInTheDocument();
    expect(screen.getByText('Years of experience with Go?')).toBeInTheDocument();
    expect(screen.getByText('1 (knock-out failed)')).toBeInTheDocument();
    expect(screen.getByText('yes')).toBeInTheDocument();
  });

  it('shows nothing for a job without questions', () => {
    const { container } = render(<ScreeningAnswers result="NONE" answers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
