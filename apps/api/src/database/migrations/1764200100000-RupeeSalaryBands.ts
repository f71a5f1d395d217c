import { MigrationInterface, QueryRunner } from 'typeorm';

const BANDS: [dollars: string, rupees: string][] = [
  ['Under $30,000', 'Under ₹3 LPA'],
  ['$30,000 - $50,000', '₹3–6 LPA'],
  ['$50,000 - $75,000', '₹6–10 LPA'],
  ['$75,000 - $100,000', '₹10–15 LPA'],
  ['$100,000 - $150,000', '₹15–25 LPA'],
  ['Above $150,000', 'Above ₹25 LPA'],
];

/** Survey answers in the old dollar bands move to the rupee band in the same place. */
export class RupeeSalaryBands1764200100000 implements MigrationInterface {
  name = 'RupeeSalaryBands1764200100000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [dollars, rupees] of BANDS) {
      await q.query(`UPDATE preference_surveys SET salary = $2 WHERE salary = $1`, [dollars, rupees]);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [dollars, rupees] of BANDS) {
      await q.query(`UPDATE preference_surveys SET salary = $1 WHERE salary = $2`, [dollars, rupees]);
    }
  }
}
