import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MockLink } from '@apollo/client/testing';

import { CandidatesDocument, type Availability } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CandidatesPage } from './CandidatesPage';

const PATH = '/recruiter/candidates';

function candidate(n: number, resume = true) {
  return {
    __typename: 'Candidate',
    id: `seeker-${n}`,
    name: `Candidate ${n}`,
    email: `candidate${n}@example.in`,
    contactNo: null,
    photoUrl: null,
    title: 'Frontend Developer',
    bio: 'Loves React.',
    skills: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Node.js'],
    experience: '1+ years',
    availability: 'IMMEDIATELY',
    expectedSalary: '₹6,00,000 - ₹9,00,000',
    resumeUrl: resume ? `/api/v1/files/resume-${n}` : null,
    sharedWithYou: resume,
    coverLetterUrl: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

function answer(
  variables: { keyword: string | null; availability: Availability | null; page: number },
  names: number[],
  pageCount = 3,
): MockLink.MockedResponse {
  return {
    request: { query: CandidatesDocument, variables: { ...variables, pageSize: 3 } },
    result: {
      data: {
        candidates: {
          __typename: 'CandidatePage',
          items: names.map((n) => candidate(n, n !== 2)),
          total: 9,
          page: variables.page,
          pageSize: 3,
          pageCount,
        },
      },
    },
  };
}

describe('CandidatesPage', () => {
  it('shows a page of 3 candidates, saying the resume is shared on application where it may not be opened yet', async () => {
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      mocks: [answer({ keyword: null, availability: null, page: 1 }, [1, 2, 3])],
    });
    expect(await screen.findAllByTestId('candidate-card')).toHaveLength(3);
    expect(screen.getByTestId('candidates-count')).toHaveTextContent('9 candidates found · Page 1 of 3');
    expect(screen.getAllByText('+2 more')).toHaveLength(3);
    const second = screen.getAllByTestId('candidate-card')[1];
    expect(within(second).getByRole('button', { name: 'Resume shared on application' })).toBeDisabled();
    expect(within(second).queryByRole('button', { name: 'Resume not available' })).toBeNull();
    expect(within(screen.getAllByTestId('candidate-card')[0]).getByTestId('open-resume')).toBeEnabled();
  });

  it('goes back to page 1 when the availability filter changes', async () => {
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?page=2`,
      mocks: [
        answer({ keyword: null, availability: null, page: 2 }, [4, 5, 6]),
        answer({ keyword: null, availability: 'WITHIN_2_WEEKS', page: 1 }, [7], 1),
      ],
    });
    expect(await screen.findByText('Candidate 4')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Availability' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Within 2 weeks' }));
    expect(await screen.findByText('Candidate 7')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?availability=within_2_weeks`);
  });

  it('goes back to page 1 when the search changes', async () => {
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?page=3`,
      mocks: [
        answer({ keyword: null, availability: null, page: 3 }, [7, 8, 9]),
        answer({ keyword: 'react', availability: null, page: 1 }, [1], 1),
      ],
    });
    expect(await screen.findByText('Candidate 7')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search candidates'), { target: { value: 'react' } });
    expect(await screen.findByText('Candidate 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?q=react`));
  });

  it('moves between pages', async () => {
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      mocks: [
        answer({ keyword: null, availability: null, page: 1 }, [1, 2, 3]),
        answer({ keyword: null, availability: null, page: 2 }, [4, 5, 6]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Candidate 4')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?page=2`);
  });

  it('offers a retry when candidates fail to load', async () => {
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      mocks: [
        {
          request: {
            query: CandidatesDocument,
            variables: { keyword: null, availability: null, page: 1, pageSize: 3 },
          },
          error: new Error('offline'),
        },
        answer({ keyword: null, availability: null, page: 1 }, [1]),
      ],
    });
    expect(await screen.findByText('Failed to fetch candidates. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Candidate 1')).toBeInTheDocument();
  });

  it('downloads every candidate the filters find as CSV', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: 'Too many exports are running; try again in a minute' }),
        {
          status: 429,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    renderWithProviders(<CandidatesPage />, {
      session: recruiter,
      path: PATH,
      route: `${PATH}?q=react&availability=within_2_weeks`,
      mocks: [answer({ keyword: 'react', availability: 'WITHIN_2_WEEKS', page: 1 }, [1])],
    });
    await screen.findAllByTestId('candidate-card');
    fireEvent.click(screen.getByRole('button', { name: 'Download the candidates found as CSV' }));
    // The server's refusal is said as it gave it.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many exports are running; try again in a minute',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/recruiter/candidates.csv?keyword=react&availability=within_2_weeks',
      {
        headers: { authorization: `Bearer ${recruiter.token}` },
      },
    );
    fetchMock.mockRestore();
  });
});
