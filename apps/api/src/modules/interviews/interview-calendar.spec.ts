import ICAL from 'ical.js';
import { interviewCalendar } from './interview-calendar';

/** A name that tries to close the quoted CN and add parameters of its own to the attendee. */
const HOSTILE = 'Sharma";PARTSTAT=DECLINED;DELEGATED-TO="mailto:evil@evil.example";X="';

describe('interview calendar invite', () => {
  it('keeps a name with double quotes inside its CN: it cannot add parameters to the attendee', () => {
    const text = interviewCalendar({
      interviewId: '5b0c6a43-8f39-4b8f-9d62-0e6b8f3f4d11',
      domain: 'hireloop.in',
      method: 'REQUEST',
      sequence: 1,
      startsAt: new Date('2026-12-01T05:30:00Z'),
      durationMinutes: 45,
      title: 'Interview',
      description: 'Bring your portfolio.',
      meetingUrl: 'https://meet.example.com/x',
      address: null,
      organizer: { name: 'Priya "PN" Nair', email: 'priya@technova.in' },
      attendee: { name: `Aarav ${HOSTILE}`, email: 'aarav@example.com' },
    });
    const vevent = ICAL.Component.fromString(text).getFirstSubcomponent('vevent')!;
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:aarav@example.com');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee.getParameter('delegated-to')).toBeUndefined();
    expect(attendee.getParameter('x')).toBeUndefined();
    expect(attendee.getParameter('cn')).toBe(`Aarav ${HOSTILE.replace(/"/g, "'")}`);
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe("Priya 'PN' Nair");
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:priya@technova.in');
  });
});
