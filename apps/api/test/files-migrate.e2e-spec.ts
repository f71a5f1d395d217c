import { Role } from '@hireloop/schema';
import { createHash, randomBytes } from 'node:crypto';
import { FilesService } from '../src/modules/files/files.service';
import { migrateFiles } from '../src/modules/files/storage/migrate-files';
import { createStoredFile } from './factories/file.factory';
import { openDocument } from './support/documents';
import { pdfBytes, PNG_BYTES } from './support/pdf';
import { Session, sessionAs } from './support/sessions';
import { createTestApp, TestApp } from './support/test-app';

/**
 * `npm run files:migrate -- --to s3|db` (migrateFiles): files kept in the database move to S3 and back,
 * every one downloadable with the same bytes at every step; a file whose copy does not verify stays.
 */
describe('files:migrate', () => {
  let t: TestApp;
  let seeker: Session;
  let files: FilesService;
  const docs: { id: string; bytes: Buffer }[] = [];
  let logoId: string;

  const storageOf = async (id: string): Promise<string> =>
    (await t.dataSource.query(`SELECT storage FROM files WHERE id = $1`, [id]))[0].storage;
  const chunkCount = async (): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM file_chunks`))[0].n;
  const expectAllServed = async () => {
    for (const doc of docs) {
      const res = await openDocument(t, `/api/v1/files/${doc.id}`, seeker.bearer);
      expect([doc.id, res.status]).toEqual([doc.id, 200]);
      expect(res.body.equals(doc.bytes)).toBe(true);
    }
    const logo = await t.http.get(`/api/v1/platform/logo/${logoId}`).expect(200);
    expect(Buffer.from(logo.body)).toEqual(PNG_BYTES);
  };

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
    files = t.app.get(FilesService);
    seeker = await sessionAs(t, Role.JOB_SEEKER);
    // Files as they were before S3: in the database, one of them larger than a chunk and a part.
    for (const bytes of [pdfBytes('One'), Buffer.concat([pdfBytes('Two'), randomBytes(6 * 1024 * 1024)])]) {
      const id = await createStoredFile(t.dataSource, {
        ownerId: seeker.user.id,
        kind: 'resume',
        originalName: 'cv.pdf',
        mimeType: 'application/pdf',
        bytes,
      });
      docs.push({ id, bytes });
    }
    const big = docs[1];
    // The large one in 256 KiB chunks, as the migration and uploads keep it.
    await t.dataSource.query(`DELETE FROM file_chunks WHERE file_id = $1`, [big.id]);
    for (let seq = 0; seq * 262144 < big.bytes.length; seq++) {
      await t.dataSource.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [
        big.id,
        seq,
        big.bytes.subarray(seq * 262144, (seq + 1) * 262144),
      ]);
    }
    logoId = await createStoredFile(t.dataSource, {
      ownerId: null,
      kind: 'platform_logo',
      originalName: 'logo',
      mimeType: 'image/png',
      bytes: PNG_BYTES,
    });
  });

  afterAll(() => t.close());

  it('moves every file to S3 and back, each verified, all downloadable with the same bytes throughout', async () => {
    await expectAllServed();
    // A file whose bytes do not match its recorded sha256 (damaged) is not moved.
    const damaged = await createStoredFile(t.dataSource, {
      ownerId: seeker.user.id,
      kind: 'resume',
      originalName: 'bad.pdf',
      mimeType: 'application/pdf',
      bytes: pdfBytes('Bad'),
    });
    await t.dataSource.query(`UPDATE files SET sha256 = $2 WHERE id = $1`, [
      damaged,
      createHash('sha256').update('something else').digest('hex'),
    ]);
    const log: string[] = [];
    const toS3 = await migrateFiles(t.dataSource, files.storages, {
      to: 's3',
      batchSize: 2,
      graceMs: 0,
      log: (m) => log.push(m),
    });
    expect(toS3).toEqual({ moved: 3, failed: 1 });
    expect(log.join('\n')).toContain(`file ${damaged} stays in db`);
    for (const id of [...docs.map((d) => d.id), logoId]) expect(await storageOf(id)).toBe('s3');
    expect(await storageOf(damaged)).toBe('db');
    // The old copies are gone; the damaged file's copy was not kept.
    expect(await chunkCount()).toBe(1);
    expect((await t.s3!.keys()).sort()).toEqual(
      [...docs.map((d) => `files/${d.id}`), `files/${logoId}`].sort(),
    );
    await expectAllServed();

    // Running again continues where it was: nothing left to move but the damaged file.
    expect(await migrateFiles(t.dataSource, files.storages, { to: 's3', graceMs: 0 })).toEqual({
      moved: 0,
      failed: 1,
    });
    await t.dataSource.query(`DELETE FROM files WHERE id = $1`, [damaged]);

    // A move to the database cut short left chunks of a file still in S3: the next run starts clean.
    await t.dataSource.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, 0, 'junk')`, [
      docs[0].id,
    ]);
    const toDb = await migrateFiles(t.dataSource, files.storages, { to: 'db', batchSize: 1, graceMs: 0 });
    expect(toDb).toEqual({ moved: 3, failed: 0 });
    for (const id of [...docs.map((d) => d.id), logoId]) expect(await storageOf(id)).toBe('db');
    expect(await t.s3!.keys()).toEqual([]);
    await expectAllServed();
  });
});
