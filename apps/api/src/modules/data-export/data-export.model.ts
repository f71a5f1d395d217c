import { DataExportStatus } from '@hireloop/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

registerEnumType(DataExportStatus, {
  name: 'DataExportStatus',
  description: 'Where a data export stands.',
  valuesMap: {
    PENDING: { description: 'Being prepared.' },
    READY: { description: 'Built and mailed; downloadable until it expires.' },
    FAILED: { description: 'Could not be built; request a new one.' },
  },
});

@ObjectType({ description: "One of the signed-in seeker's data exports." })
export class DataExportModel {
  @Field(() => ID, { description: 'Unique id.' })
  id!: string;

  @Field(() => DataExportStatus, { description: 'Where it stands.' })
  status!: DataExportStatus;

  @Field({ description: 'When it was requested.' })
  requestedAt!: Date;

  @Field(() => Date, { description: 'When it was ready.', nullable: true })
  readyAt!: Date | null;

  @Field(() => Date, { description: 'When its download stops working.', nullable: true })
  expiresAt!: Date | null;

  @Field({ description: 'Whether it was ready and has expired.' })
  expired!: boolean;

  @Field(() => Int, { description: 'The size of the zip in bytes, once ready.', nullable: true })
  sizeBytes!: number | null;

  @Field(() => String, {
    description: 'Where the seeker downloads the zip (signed in, with their token) while it is ready.',
    nullable: true,
  })
  downloadUrl!: string | null;
}
