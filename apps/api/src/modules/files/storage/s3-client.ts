import { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * The settings of an S3 bucket (AWS, MinIO, R2, s3rver). This file uses the AWS SDK only: the browser
 * journeys' test support builds its client with it too.
 */
export interface S3StorageSettings {
  bucket: string;
  endpoint?: string;
  /** The endpoint presigned URLs name (browsers' address of S3), when not `endpoint`. */
  publicEndpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The S3 client for these settings; checksums only where S3 requires them (MinIO, R2 and s3rver refuse others). */
export function s3Client(settings: S3StorageSettings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}
