import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';

import { logoColor, PLACEHOLDER_LOGO_COLOR } from '@hireloop/schema';

import { CompanyLogo, initialsColor, logoSources } from './CompanyLogo';

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

const IMAGE = {
  url64: '/api/v1/images/f1/64.webp',
  url128: '/api/v1/images/f1/128.webp',
  url256: '/api/v1/images/f1/256.webp',
};

describe('logoSources', () => {
  it('gives cards (33-64 px) the 64 px copy with the 128 px one for 2x screens', () => {
    for (const size of [40, 44, 48, 56, 64]) {
      expect(logoSources(IMAGE, size)).toEqual({
        src: IMAGE.url64,
        srcSet: `${IMAGE.url64} 1x, ${IMAGE.url128} 2x`,
      });
    }
  });

  it('gives detail headers (72-128 px) the 128 px copy with the 256 px one for 2x screens', () => {
    for (const size of [72, 88, 128]) {
      expect(logoSources(IMAGE, size)).toEqual({
        src: IMAGE.url128,
        srcSet: `${IMAGE.url128} 1x, ${IMAGE.url256} 2x`,
      });
    }
  });

  it('needs no second copy when the 64 px one is sharp at 2x (32 px or less)', () => {
    expect(logoSources(IMAGE, 32)).toEqual({ src: IMAGE.url64 });
  });

  it('uses the 256 px copy alone when the logo is drawn larger than 128 px', () => {
    expect(logoSources(IMAGE, 160)).toEqual({ src: IMAGE.url256 });
    expect(logoSources(IMAGE, 400)).toEqual({ src: IMAGE.url256 });
  });
});

describe('CompanyLogo image', () => {
  it('draws the chosen copies at the tile size, so the page does not move when they load', () => {
    render(<CompanyLogo name="Kaveri Fintech" hasLogo logoImage={IMAGE} size={48} />);
    const img = screen.getByRole('img', { name: 'Kaveri Fintech logo' });
    expect(img.getAttribute('src')).toBe(IMAGE.url64);
    expect(img.getAttribute('srcset')).toBe(`${IMAGE.url64} 1x, ${IMAGE.url128} 2x`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('shows the initials when the company has no logo image', () => {
    render(<CompanyLogo name="Kaveri Fintech" hasLogo={false} logoImage={null} size={48} />);
    expect(screen.getByTestId('company-logo').getAttribute('data-logo')).toBe('initials');
    expect(screen.queryByRole('img', { name: 'Kaveri Fintech logo' })?.tagName).not.toBe('IMG');
  });
});
