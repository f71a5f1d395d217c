import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppTheme } from '../theme/AppTheme';
import { JobCard, type JobCardJob } from './JobCard';
import { jobTypeBadge } from './jobTypeBadge';

function job(overrides: Partial<JobCardJob> = {}): JobCardJob {
  return {
    id: 'j1',
    title: 'Senior React Developer',
    description: 'Build the web client of a job marketplace.',
    location: 'Bangalore, Karnataka, India',
    salary: '₹8,00,000 - ₹12,00,000',
    positions: 3,
    category: 'Technology',
    shift: 'Day Shift 9am to 6pm',
    jobType: 'Full-time',
    logoColor: '#16a34a',
    logoText: 'AC',
    company: { name: 'Acme Corp', hasLogo: false, logoUrl: null, logoColor: '#9333ea', logoText: 'AM' },
    ...overrides,
  };
}

function renderCard(data: JobCardJob, href?: string) {
  render(
    <AppTheme>
      <JobCard job={data} href={href} />
    </AppTheme>,
  );
  return within(screen.getByTestId('job-card'));
}

describe('JobCard', () => {
  it('shows title, company, short location, category and the first two words of the shift', () => {
    const card = renderCard(job());
    expect(card.getByTestId('job-card-title')).toHaveTextContent('Senior React Developer');
    expect(card.getByTestId('job-card-company')).toHaveTextContent('Acme Corp');
    expect(card.getByTestId('job-card-location')).toHaveTextContent(/^Bangalore$/);
    expect(card.getByTestId('job-card-category')).toHaveTextContent('Technology');
    expect(card.getByTestId('job-card-shift')).toHaveTextContent(/^Day Shift$/);
    expect(card.getByTestId('job-card-description')).toHaveTextContent(
      'Build the web client of a job marketplace.',
    );
  });

  it("shows 'Remote' when there is no location", () => {
    const card = renderCard(job({ location: '  ' }));
    expect(card.getByTestId('job-card-location')).toHaveTextContent(/^Remote$/);
  });

  it('shows the salary range in short, with the full text as its tooltip', () => {
    const card = renderCard(job());
    const chip = card.getByTestId('job-card-salary');
    expect(chip).toHaveTextContent(/^₹8–12 LPA$/);
    expect(chip).toHaveAttribute('title', '₹8,00,000 - ₹12,00,000');
  });

  it('shows a monthly salary in thousands a month', () => {
    const card = renderCard(job({ salary: '₹50,000/month' }));
    expect(card.getByTestId('job-card-salary')).toHaveTextContent(/^₹50K\/month$/);
  });

  it('cuts a salary without readable figures at 15 characters with an ellipsis', () => {
    const card = renderCard(job({ salary: 'Best in the industry' }));
    expect(card.getByTestId('job-card-salary')).toHaveTextContent(/^Best in the ind\.\.\.$/);
  });

  it.each([null, '', '   '])("shows 'Not disclosed' for salary %j", (salary) => {
    const card = renderCard(job({ salary }));
    expect(card.getByTestId('job-card-salary')).toHaveTextContent(/^Not disclosed$/);
  });

  it('labels a single position in the singular', () => {
    expect(renderCard(job({ positions: 1 })).getByTestId('job-card-positions')).toHaveTextContent(
      /^1 Position$/,
    );
  });

  it('labels several positions in the plural', () => {
    expect(renderCard(job({ positions: 4 })).getByTestId('job-card-positions')).toHaveTextContent(
      /^4 Positions$/,
    );
  });

  it.each([
    ['Full-time', 'Full-time', 'green'],
    ['FULL TIME', 'FULL TIME', 'green'],
    ['Part-time', 'Part-time', 'blue'],
    ['Contract', 'Contract', 'blue'],
    [null, 'Not specified', 'blue'],
    ['', 'Not specified', 'blue'],
  ])('job type %j shows %j in %s', (jobType, label, tone) => {
    expect(jobTypeBadge(jobType)).toEqual({ label, tone });
    const badge = renderCard(job({ jobType })).getByTestId('job-card-type');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('shows a coloured tile with the initials when the company has no logo', () => {
    const logo = renderCard(job()).getByTestId('company-logo');
    expect(logo).toHaveAttribute('data-logo', 'initials');
    expect(logo).toHaveTextContent('AM');
    expect(logo).toHaveAccessibleName('Acme Corp logo');
  });

  it('falls back to the first two letters of the company name', () => {
    const company = {
      name: 'Blue Ocean Labs',
      hasLogo: false,
      logoUrl: null,
      logoColor: null,
      logoText: null,
    };
    const logo = renderCard(job({ company, logoText: null })).getByTestId('company-logo');
    expect(logo).toHaveTextContent('BL');
  });

  it('shows the logo image when the company has one', () => {
    const company = { name: 'Acme Corp', hasLogo: true, logoUrl: '/api/v1/company/logo/c1' };
    const logo = renderCard(job({ company })).getByTestId('company-logo');
    expect(logo).toHaveAttribute('data-logo', 'image');
    expect(within(logo).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      '/api/v1/company/logo/c1',
    );
  });

  it('links to the job', () => {
    renderCard(job(), '/job/j1');
    expect(screen.getByRole('link', { name: /Senior React Developer/ })).toHaveAttribute('href', '/job/j1');
  });
});
