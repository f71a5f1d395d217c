import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { INTERVIEW_MESSAGES } from '@hireloop/schema';

import { ProposeInterviewDocument } from '../../../gql/graphql';
import { recruiter } from '../../../test/fixtures';
import { graphqlError, renderWithProviders } from '../../../test/render';
import { interviewStepLabel } from '../interviewText';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

const INPUT = {
  applicationId: 'application-1',
  slots: ['2031-03-10T10:30', '2031-03-11T16:00'],
  durationMinutes: 45,
  meetingUrl: 'https://meet.example.in/abc',
  address: null,
  message: 'Bring your portfolio.',
};

const answer = {
  proposeInterview: {
    __typename: 'Interview',
    id: 'interview-1',
    status: 'PROPOSED',
    durationMinutes: 45,
    meetingUrl: INPUT.meetingUrl,
    address: null,
    message: INPUT.message,
    startsAt: null,
    slots: [],
    events: [],
  },
};

function fill() {
  fireEvent.change(screen.getByTestId('interview-slot-0'), { target: { value: INPUT.slots[0] } });
  fireEvent.click(screen.getByTestId('add-slot'));
  fireEvent.change(screen.getByTestId('interview-slot-1'), { target: { value: INPUT.slots[1] } });
  fireEvent.change(screen.getByTestId('interview-duration'), { target: { value: '45' } });
  fireEvent.change(screen.getByTestId('interview-place'), { target: { value: INPUT.meetingUrl } });
  fireEvent.change(screen.getByTestId('interview-message'), { target: { value: INPUT.message } });
  fireEvent.click(screen.getByTestId('send-interview'));
}

describe('ScheduleInterviewDialog', () => {
  it('sends the slots as entered in IST with the length, link and message, then closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ScheduleInterviewDialog open onClose={onClose} applicationId="application-1" name="Rahul Verma" />,
      {
        session: recruiter,
        mocks: [
          {
            request: { query: ProposeInterviewDocument, variables: { input: INPUT } },
            result: { data: answer },
          },
        ],
      },
    );
    expect(screen.getByRole('dialog', { name: 'Schedule interview with Rahul Verma' })).toBeInTheDocument();
    expect(screen.getByText(/India Standard Time \(IST\)/)).toBeInTheDocument();
    fill();
    expect(await screen.findByText(INTERVIEW_MESSAGES.proposed)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ScheduleInterviewDialog open onClose={onClose} applicationId="application-1" name="Rahul Verma" />,
      {
        session: recruiter,
        mocks: [
          {
            request: { query: ProposeInterviewDocument, variables: { input: INPUT } },
            result: graphqlError(INTERVIEW_MESSAGES.slotsOverlap, 'BAD_USER_INPUT'),
          },
        ],
      },
    );
    fill();
    expect(await screen.findByTestId('interview-error')).toHaveTextContent(INTERVIEW_MESSAGES.slotsOverlap);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('interview steps on the timeline', () => {
  it('say what happened, times in IST', () => {
    const step = {
      kind: 'SCHEDULED' as const,
      byApplicant: true,
      startsAt: '2031-03-10T05:00:00.000Z',
      reason: null,
      at: '2031-03-01T05:00:00.000Z',
    };
    expect(interviewStepLabel(step)).toBe('Interview scheduled for Mon, 10 Mar 2031, 10:30 AM IST');
    expect(interviewStepLabel({ ...step, kind: 'CANCELLED', startsAt: null })).toBe(
      'Interview cancelled by you',
    );
    expect(interviewStepLabel({ ...step, kind: 'RESCHEDULED', byApplicant: false, startsAt: null })).toBe(
      'Interview rescheduled: new times proposed',
    );
  });
});
