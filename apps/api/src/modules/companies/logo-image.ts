import { Field, ObjectType } from '@nestjs/graphql';
import { logoVariantUrl } from '../files/logo-variants';

@ObjectType({
  description:
    'A company logo as square WebP images of fixed sizes. Each address names the logo it shows: a new logo ' +
    'gets new addresses, so browsers and proxies keep these images for good.',
})
export class LogoImage {
  @Field({ description: 'The logo at 64 × 64 px (cards; 1x).' })
  url64!: string;

  @Field({ description: 'The logo at 128 × 128 px (cards at 2x).' })
  url128!: string;

  @Field({ description: 'The logo at 256 × 256 px (company and job pages, link previews).' })
  url256!: string;
}

/** The copies of a company's logo; null when the company has none. */
export function logoImageOf(company: { logoFileId: string | null }): LogoImage | null {
  const id = company.logoFileId;
  if (!id) return null;
  return { url64: logoVariantUrl(id, 64), url128: logoVariantUrl(id, 128), url256: logoVariantUrl(id, 256) };
}
