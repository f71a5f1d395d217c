import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RESUME_PARSING_MESSAGES } from '@hireloop/schema';

import {
  AcceptResumeProposalDocument,
  DismissResumeProposalDocument,
  MyProfileDocument,
} from '../../../gql/graphql';
import { seeker } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeProfile, makeReading, readingAnswer } from '../testFixtures';
import ResumeProposalsPanel from './ResumeProposalsPanel';

const reading = makeReading();
const decided = (id: string, status: 'ACCEPTED' | 'DISMISSED') =>
  makeReading({
    proposals: reading.proposals.map((p) => (p.id === id ? { ...p, status } : p)),
  });

const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<ResumeProposalsPanel />, { route: '/profile', session: seeker, mocks });

describe('ResumeProposalsPanel', () => {
  it('lists the pending proposals; accepting one adds it and takes it off the list', async () => {
    render([
      readingAnswer(),
      {
        request: { query: AcceptResumeProposalDocument, variables: { id: 'p-react' } },
        result: { data: { acceptResumeProposal: decided('p-react', 'ACCEPTED') } },
      },
      {
        request: { query: MyProfileDocument },
        result: { data: { myProfile: makeProfile({ skills: ['React', 'TypeScript'] }) } },
      },
    ]);
    const panel = within(await screen.findByTestId('resume-proposals'));
    expect(panel.getByRole('heading', { name: 'Found in your resume' })).toBeInTheDocument();
    expect(panel.getByText('Senior Software Engineer — Infosys Ltd')).toBeInTheDocument();
    expect(panel.getByText('B.Tech, IIT Delhi')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Accept React' }));
    expect(await screen.findByText(RESUME_PARSING_MESSAGES.accepted)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Accept React' })).not.toBeInTheDocument();
    expect(
      panel.getByRole('button', { name: 'Accept Senior Software Engineer — Infosys Ltd' }),
    ).toBeEnabled();
  });

  it("shows the server's refusal and keeps the proposal", async () => {
    render([
      readingAnswer(),
      {
        request: { query: DismissResumeProposalDocument, variables: { id: 'p-infosys' } },
        result: {
          errors: [
            new GraphQLError(RESUME_PARSING_MESSAGES.alreadyDecided, { extensions: { code: 'CONFLICT' } }),
          ],
        },
      },
    ]);
    const panel = within(await screen.findByTestId('resume-proposals'));
    fireEvent.click(panel.getByRole('button', { name: 'Dismiss Senior Software Engineer — Infosys Ltd' }));
    expect(await screen.findByText(RESUME_PARSING_MESSAGES.alreadyDecided)).toBeInTheDocument();
    expect(panel.getByText('Senior Software Engineer — Infosys Ltd')).toBeInTheDocument();
  });

  it('says when the resume is being read, has no text, or could not be read', async () => {
    for (const [status, text] of [
      ['NO_TEXT', RESUME_PARSING_MESSAGES.noText],
      ['FAILED', RESUME_PARSING_MESSAGES.failed],
    ] as const) {
      const { unmount } = render([readingAnswer(makeReading({ status, proposals: [] }))]);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
    render([readingAnswer(makeReading({ status: 'PENDING', proposals: [] }))]);
    expect(await screen.findByText(RESUME_PARSING_MESSAGES.pending)).toBeInTheDocument();
  });

  it('shows nothing without a resume, or once every proposal is decided', async () => {
    const { container, unmount } = render([
      readingAnswer(makeReading({ status: 'NONE', resumeId: null, proposals: [] })),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="resume-proposals"]')).toBeNull();
    unmount();
    const all = makeReading({
      proposals: reading.proposals.map((p) => ({ ...p, status: 'DISMISSED' })),
    });
    const second = render([readingAnswer(all)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.container.querySelector('[data-testid="resume-proposals"]')).toBeNull();
  });
});
