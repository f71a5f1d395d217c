import { Inject } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { Public } from '../auth/public.decorator';

@ObjectType({ description: 'Public settings the web client needs.' })
export class SiteConfig {
  @Field(() => String, {
    nullable: true,
    description: 'Google OAuth client id; null when Google sign-in is off.',
  })
  googleClientId!: string | null;
}

@Resolver()
export class SiteResolver {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Query(() => SiteConfig)
  siteConfig(): SiteConfig {
    return { googleClientId: this.config.googleClientId ?? null };
  }
}
