// Imported first by a suite: every test app it creates keeps its files in S3 (createTestApp, TEST_STORAGE).
process.env.TEST_STORAGE = 's3';
