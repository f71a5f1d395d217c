import { Field, ObjectType } from '@nestjs/graphql';
import { logoVariantUrl } from '../files/logo-variants';

@ObjectType({
  description:
    'A company logo as square WebP images of fixed sizes. Each address names the logo it shows: a new logo ' +
    'gets new addresses, so browsers and proxies keep these images for good.',
})
// The addresses cost nothing in a query's cost: they are written from the logo's file id, nothing is read.
export class LogoImage {
  @Field({ description: 'The logo at 64 × 64 px (cards; 1x).', complexity: 0 })
  url64!: string;

  @Field({ description: 'The logo at 128 × 128 px (cards at 2x).', complexity: 0 })
  url128!: string;

  @Field({ description: 'The logo at 256 × 256 px (company and job pages, link previews).', complexity: 0 })
  url256!: string;
}

/** The copies of a company's logo; null when the company has none. */
export function logoImageOf(company: { logoFileId: string | null }): LogoImage | null {
  const id = company.logoFileId;
  if (!id) return null;
  return { url64: logoVariantUrl(id, 64), url128: logoVariantUrl(id, 128), url256: logoVariantUrl(id, 256) };
}
