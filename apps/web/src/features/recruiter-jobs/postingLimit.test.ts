import { describe, expect, it } from 'vitest';

import { postingLimitLevel, postingLimitReached, postingLimitWarning } from './postingLimit';

describe('postingLimitLevel', () => {
  const basic = (used: number) => ({ used, limit: 3, canPost: used < 3 });

  it('is normal with 0 or 1 of 3 used, a warning at 2, the limit at 3 or more', () => {
    expect(postingLimitLevel(basic(0))).toBe('normal');
    expect(postingLimitLevel(basic(1))).toBe('normal');
    expect(postingLimitLevel(basic(2))).toBe('warning');
    expect(postingLimitLevel(basic(3))).toBe('limit');
    expect(postingLimitLevel({ used: 5, limit: 3, canPost: false })).toBe('limit');
  });

  it('trusts the server when it refuses more posts', () => {
    expect(postingLimitLevel({ used: 1, limit: 3, canPost: false })).toBe('limit');
  });

  it('has no limit on an unlimited plan', () => {
    expect(postingLimitLevel({ used: 40, limit: null, canPost: true })).toBe('unlimited');
  });

  it('words the warning and the notice', () => {
    expect(postingLimitWarning(2, 3)).toBe(
      'You have used 2 of 3 job postings. 1 posting left on your current plan.',
    );
    expect(postingLimitReached(3)).toBe(
      'You have reached your job posting limit of 3. Upgrade your plan to post more jobs.',
    );
  });
});
