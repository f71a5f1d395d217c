import { Inject } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { PlatformSettings } from '../admin/platform-settings.entity';
import { SettingsService } from '../admin/settings.service';
import { Public } from '../auth/public.decorator';
import { platformLogoUrl } from '../files/files.service';

@ObjectType({ description: 'Public settings the web client needs.' })
export class SiteConfig {
  @Field(() => String, {
    nullable: true,
    description: 'Google OAuth client id; null when Google sign-in is off.',
  })
  googleClientId!: string | null;

  @Field({ description: "The administrator's platform name (nav bar, footer, titles, mails)." })
  platformName!: string;

  @Field({ description: 'Contact e-mail address.' })
  contactEmail!: string;

  @Field({ description: 'Support phone number.' })
  supportPhone!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Address of the platform logo (a new logo gets a new address); null: the name alone.',
  })
  logoUrl!: string | null;
}

/** The public site config: Google sign-in and the platform as the administrator set it up. */
export function siteConfigOf(settings: PlatformSettings, config: AppConfig): SiteConfig {
  return {
    googleClientId: config.googleClientId ?? null,
    platformName: settings.platformName,
    contactEmail: settings.contactEmail,
    supportPhone: settings.supportPhone,
    logoUrl: platformLogoUrl(settings.logoFileId),
  };
}

@Resolver()
export class SiteResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  @Public()
  @Query(() => SiteConfig, { description: 'Public name, logo and contact details of the platform.' })
  async siteConfig(): Promise<SiteConfig> {
    return siteConfigOf(await this.settings.get(), this.config);
  }
}
