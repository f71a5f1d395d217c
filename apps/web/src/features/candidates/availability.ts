import type { Availability } from '../../gql/graphql';

/** The availability filter's options, in order, with their labels. */
export const AVAILABILITY_OPTIONS: readonly { value: Availability; label: string }[] = [
  { value: 'IMMEDIATELY', label: 'Immediately' },
  { value: 'WITHIN_2_WEEKS', label: 'Within 2 weeks' },
  { value: 'WITHIN_MONTH', label: 'Within a month' },
  { value: 'NOT_LOOKING', label: 'Not looking' },
];

/** 'within_2_weeks' (the address) -> 'WITHIN_2_WEEKS'; null when it is none of them. */
export function parseAvailability(value: string | null | undefined): Availability | null {
  const upper = (value ?? '').trim().toUpperCase();
  return AVAILABILITY_OPTIONS.find((option) => option.value === upper)?.value ?? null;
}

export function availabilityLabel(value: Availability): string {
  return AVAILABILITY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
