import { Inject } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { SettingsService } from '../admin/settings.service';
import { Public } from '../auth/public.decorator';

@ObjectType({ description: 'Public settings the web client needs.' })
export class SiteConfig {
  @Field(() => String, {
    nullable: true,
    description: 'Google OAuth client id; null when Google sign-in is off.',
  })
  googleClientId!: string | null;

  @Field({ description: "The administrator's platform name (footer, titles)." })
  platformName!: string;

  @Field({ description: 'Contact e-mail address.' })
  contactEmail!: string;

  @Field({ description: 'Support phone number.' })
  supportPhone!: string;
}

@Resolver()
export class SiteResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  @Public()
  @Query(() => SiteConfig, { description: 'Public contact details of the platform.' })
  async siteConfig(): Promise<SiteConfig> {
    const s = await this.settings.get();
    return {
      googleClientId: this.config.googleClientId ?? null,
      platformName: s.platformName,
      contactEmail: s.contactEmail,
      supportPhone: s.supportPhone,
    };
  }
}
