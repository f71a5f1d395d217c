import { MATCH_REASON_KINDS, MATCH_WEIGHTS, matchReasonText, matchScoreText } from './match';

describe('match score texts', () => {
  it('weighs every kind of reason, 100 points in all', () => {
    expect(Object.keys(MATCH_WEIGHTS).sort()).toEqual([...MATCH_REASON_KINDS].sort());
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('says each reason in a few words', () => {
    expect(matchReasonText({ kind: 'SKILLS', matched: 3, of: 4 })).toBe('3 of 4 skills');
    expect(matchReasonText({ kind: 'LOCATION', value: 'Pune' })).toBe('in Pune');
    expect(matchReasonText({ kind: 'CATEGORY', value: 'Finance' })).toBe('Finance');
    expect(matchReasonText({ kind: 'JOB_TYPE', value: 'Contract' })).toBe('Contract');
    expect(matchReasonText({ kind: 'TITLE', value: 'Staff Nurse' })).toBe('Your preferred title');
    expect(matchReasonText({ kind: 'SALARY', value: '1800000' })).toBe('Pays up to ₹18 L');
    expect(matchReasonText({ kind: 'EXPERIENCE', matched: 5, of: 4 })).toBe('4+ years asked, you have 5');
    expect(matchScoreText(87)).toBe('87% match');
  });
});
