import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatusBadge, TONES, applicationStatusDisplay, darkToneText } from './StatusBadge';
import { AppTheme } from '../theme/AppTheme';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Sent', 'amber'],
    ['reviewed', 'Reviewed', 'blue'],
    ['shortlisted', 'Shortlisted', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['reject', 'Rejected', 'red'],
    ['accept', 'Accept', 'green'],
    ['seen', 'Seen', 'purple'],
    ['recruited', 'Recruited', 'darkGreen'],
    ['WITHDRAWN', 'Withdrawn', 'grey'],
    ['PENDING', 'Sent', 'amber'],
    ['on_hold', 'on_hold', 'grey'],
  ])('shows %j as %j in %s', (status, label, tone) => {
    expect(applicationStatusDisplay(status)).toEqual({ label, tone });
    render(
      <AppTheme>
        <StatusBadge status={status} />
      </AppTheme>,
    );
    const badge = screen.getByTestId('application-status');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-tone', tone);
  });
});

describe('darkToneText', () => {
  it.each(Object.entries(TONES))('makes the %s tone readable on the dark paper', (_tone, color) => {
    const paper = '#111a2e';
    expect(getContrastRatio(darkToneText(color, paper), paper)).toBeGreaterThanOrEqual(4.5);
  });
});
