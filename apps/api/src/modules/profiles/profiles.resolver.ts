import { FileKind, PHOTO_MAX_BYTES, Role, SEEKER_MESSAGES } from '@hireloop/schema';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { FileUpload } from 'graphql-upload-ts';
import { Auth } from '../auth/auth.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { BadInputError } from '../../common/errors';
import { FilesService } from '../files/files.service';
import { Upload, readUpload, uploadStream } from '../files/read-upload';
import { StoredFile } from '../files/stored-file.entity';
import { User } from '../users/user.entity';
import { ProfileInput, SeekerProfile } from './dto/profile.types';
import { ProfilesService } from './profiles.service';

@Resolver()
export class ProfilesResolver {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly files: FilesService,
  ) {}

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
    @Args('input', { description: "The profile's fields." }) input: ProfileInput,
    @Args('resume', {
      description: 'A new resume: a PDF of at most 10 MB.',
      type: () => Upload,
      nullable: true,
    })
    resume?: Promise<FileUpload> | null,
    @Args('coverLetter', {
      description: 'A new cover letter: a PDF of at most 10 MB.',
      type: () => Upload,
      nullable: true,
    })
    coverLetter?: Promise<FileUpload> | null,
  ): Promise<SeekerProfile> {
    const received: StoredFile[] = [];
    const receive = async (upload: Promise<FileUpload> | null | undefined, kind: FileKind) => {
      const incoming = await uploadStream(upload, SEEKER_MESSAGES.pdfTooLarge);
      if (!incoming) return null;
      const stored = await this.files.receivePdf(user.id, kind, incoming);
      received.push(stored);
      return stored;
    };
    try {
      const resumeFile = await receive(resume, FileKind.RESUME);
      const coverFile = await receive(coverLetter, FileKind.COVER_LETTER);
      return await this.profiles.update(user, input, { resume: resumeFile, coverLetter: coverFile });
    } catch (error) {
      await this.files.discard(received.map((f) => f.id));
      throw error;
    }
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => SeekerProfile, {
    description:
      'Sets the profile photo (multipart request): PNG, JPEG or WebP by its bytes, at most 2 MB. Shown in the menu, on the profile and to recruiters the seeker applied to.',
  })
  async uploadProfilePhoto(
    @CurrentUser() user: User,
    @Args('photo', {
      description: 'The photo (required; nullable so that access is checked before the upload is read).',
      type: () => Upload,
      nullable: true,
    })
    photo: Promise<FileUpload> | null,
  ): Promise<SeekerProfile> {
    const file = await readUpload(photo, PHOTO_MAX_BYTES, SEEKER_MESSAGES.photoTooLarge);
    if (!file) throw new BadInputError(SEEKER_MESSAGES.photoNotImage);
    return this.profiles.setPhoto(user, file);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => SeekerProfile, { description: 'Removes the profile photo.' })
  removeProfilePhoto(@CurrentUser() user: User): Promise<SeekerProfile> {
    return this.profiles.removePhoto(user);
  }

  @Auth(Role.JOB_SEEKER)
  @Mutation(() => SeekerProfile, {
    description:
      "Draws the profile as a PDF resume (A4, at most two pages; downloadable at GET /api/v1/profile/resume-pdf) and makes it the profile's resume, replacing the previous one as an upload would.",
  })
  attachGeneratedResume(@CurrentUser() user: User): Promise<SeekerProfile> {
    return this.profiles.attachGeneratedResume(user);
  }
}
