/**
 * The upload and download suites once more with files kept in S3 (a bucket in s3rver, or in
 * S3_TEST_ENDPOINT's server): the same cases, with documents answered by a presigned URL.
 */
import './support/use-s3-storage';
import './data-export.e2e-spec';
import './documents-and-caching.e2e-spec';
import './profile-photo.e2e-spec';
import './platform-logo.e2e-spec';
import './resume-builder.e2e-spec';
import './seeker.e2e-spec';
