import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { TONES, darkToneText } from './StatusChips';

describe('darkToneText', () => {
  it.each(Object.entries(TONES))('makes the %s tone readable on the dark paper', (_tone, color) => {
    const paper = '#111a2e';
    expect(getContrastRatio(darkToneText(color, paper), paper)).toBeGreaterThanOrEqual(4.5);
  });
});
