import { createEvent } from 'ics';
import type { CalendarMethod } from '../mail/mail.service';

export interface CalendarInvite {
  /** The interview's id: the event's UID stays the same through every update and the cancellation. */
  interviewId: string;
  /** The domain after the UID's `@` (the sender's). */
  domain: string;
  method: CalendarMethod;
  /** Raised on every update; a calendar applies an invite only over one with a lower sequence. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  meetingUrl: string | null;
  address: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * A name as an iCalendar parameter value (CN): such a value is quoted and has no escape, so a double
 * quote would end it and let the rest of the name add parameters; double quotes become single ones and
 * control characters are left out.
 */
export function calendarParamText(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]/g, '');
}

/**
 * The iCalendar text of an interview's invite: METHOD REQUEST (a new time or an update, status
 * CONFIRMED) or CANCEL (status CANCELLED), the times in UTC, the recruiter as ORGANIZER and the
 * applicant as ATTENDEE.
 */
export function interviewCalendar(invite: CalendarInvite): string {
  const { error, value } = createEvent({
    productId: '-//Hireloop//Interviews//EN',
    method: invite.method,
    uid: `interview-${invite.interviewId}@${invite.domain}`,
    sequence: invite.sequence,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.durationMinutes },
    title: invite.title,
    description: invite.description,
    location: invite.address ?? invite.meetingUrl ?? undefined,
    ...(invite.meetingUrl ? { url: invite.meetingUrl } : {}),
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { ...invite.organizer, name: calendarParamText(invite.organizer.name) },
    attendees: [
      {
        ...invite.attendee,
        name: calendarParamText(invite.attendee.name),
        rsvp: true,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar invite could not be made');
  return value;
}
