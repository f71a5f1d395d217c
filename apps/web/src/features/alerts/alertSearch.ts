import type { JobAlertInput } from '../../gql/graphql';
import type { SearchState } from '../jobs/searchParams';

/** The search an alert saves: what /jobs shows now (its page aside). */
export interface AlertSearch {
  keyword: string;
  jobTypes: string[];
  locations: string[];
  categories: string[];
  salaryMin: number | null;
  remote: boolean;
}

/** The search's own filters are saved; "posted within" and the order are not (an alert mails new jobs). */
export function alertSearchOf(state: SearchState): AlertSearch {
  return {
    keyword: state.term.trim(),
    jobTypes: state.jobTypes,
    locations: state.locations,
    categories: state.categories,
    salaryMin: state.salaryMin,
    remote: state.remote,
  };
}

export type Frequency = JobAlertInput['frequency'];

export const FREQUENCIES: { value: Frequency; label: string; hint: string }[] = [
  { value: 'INSTANT', label: 'Instant', hint: 'A mail for each new job' },
  { value: 'DAILY', label: 'Daily', hint: 'Every morning at 8:00' },
  { value: 'WEEKLY', label: 'Weekly', hint: 'Mondays at 8:00' },
];

export const ALERT_SAVE_FAILED = 'Could not save the alert. Please try again.';
