import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';

import { logoColor, PLACEHOLDER_LOGO_COLOR } from '@hireloop/schema';

import { CompanyLogo, initialsColor } from './CompanyLogo';

describe('CompanyLogo initials', () => {
  it('reads at 4.5:1 or better on every tile colour a company can get', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Company ${i} Pvt Ltd`);
    for (const bg of new Set([
      ...names.map((n) => logoColor(n)),
      PLACEHOLDER_LOGO_COLOR,
      '#ffeb3b',
      '#00bcd4',
      '#1a237e',
      '#9e9e9e',
    ])) {
      expect(getContrastRatio(initialsColor(bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses white on dark tiles and near-black on light ones', () => {
    expect(initialsColor('#1a237e')).toBe('#ffffff');
    expect(initialsColor('#ffeb3b')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('shows the initials with the tile colour and names the company', () => {
    render(<CompanyLogo name="Kaveri Fintech" color="#ffeb3b" />);
    const tile = screen.getByRole('img', { name: 'Kaveri Fintech logo' });
    expect(tile).toHaveTextContent('KA');
    expect(getComputedStyle(tile).color).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('draws a company without a colour or letters in ea580c with the first two letters of its name', () => {
    render(<CompanyLogo name="zentrix labs" />);
    const tile = screen.getByRole('img', { name: 'zentrix labs logo' });
    expect(tile).toHaveTextContent('ZE');
    expect(getComputedStyle(tile).backgroundColor).toBe('rgb(234, 88, 12)');
  });
});
