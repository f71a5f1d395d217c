import { PDF_MAX_BYTES, Role, SEEKER_MESSAGES } from '@hireloop/schema';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { FileUpload, GraphQLUpload } from 'graphql-upload-ts';
import { AppError, ErrorCode } from '../../common/errors';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { IncomingFile } from '../files/files.service';
import { User } from '../users/user.entity';
import { ProfileInput, SeekerProfile } from './dto/profile.types';
import { ProfilesService } from './profiles.service';

/** Reads an upload into memory, stopping at the size limit instead of reading the rest. */
export async function readUpload(
  upload: Promise<FileUpload> | null | undefined,
): Promise<IncomingFile | null> {
  if (!upload) return null;
  const { createReadStream, filename } = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of createReadStream() as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > PDF_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, SEEKER_MESSAGES.pdfTooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload stops the stream at its own limit (maxFileSize) with an error.
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, SEEKER_MESSAGES.pdfTooLarge);
  }
  return { originalName: filename, buffer: Buffer.concat(chunks) };
}

@Resolver()
export class ProfilesResolver {
  constructor(private readonly profiles: ProfilesService) {}

  @Auth(Role.JOB_SEEKER)
  @Query(() => SeekerProfile, { description: "The signed-in seeker's profile." })
  myProfile(@CurrentUser() user: User): Promise<SeekerProfile> {
    return this.profiles.view(user);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => SeekerProfile, {
    description:
      'Saves the profile. Resume and cover letter are PDF uploads (multipart request), at most 10 MB.',
  })
  async updateProfile(
    @CurrentUser() user: User,
    @Args('input') input: ProfileInput,
    @Args('resume', { type: () => GraphQLUpload, nullable: true }) resume?: Promise<FileUpload> | null,
    @Args('coverLetter', { type: () => GraphQLUpload, nullable: true })
    coverLetter?: Promise<FileUpload> | null,
  ): Promise<SeekerProfile> {
    const [resumeFile, coverFile] = [await readUpload(resume), await readUpload(coverLetter)];
    return this.profiles.update(user, input, { resume: resumeFile, coverLetter: coverFile });
  }
}
