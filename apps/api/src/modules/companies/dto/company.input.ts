import { COMPANY_SIZES } from '@hireloop/schema';
import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

@InputType({ description: 'The company form. Contact e-mail comes from the account.' })
export class CompanyInput {
  @Field()
  @IsString()
  @MaxLength(200)
  name!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(5000)
  description!: string;

  @Field()
  @IsString()
  @MaxLength(200)
  industry!: string;

  @Field()
  @IsString()
  @MaxLength(200)
  location!: string;

  @Field({ defaultValue: '', description: `One of ${COMPANY_SIZES.join(', ')}.` })
  @IsString()
  @ValidateIf((o: CompanyInput) => o.size !== '')
  @IsIn([...COMPANY_SIZES], { message: `size must be one of ${COMPANY_SIZES.join(', ')}` })
  size!: string;

  @Field()
  @IsString()
  @MaxLength(300)
  website!: string;

  @Field({ defaultValue: '' })
  @IsString()
  @MaxLength(30)
  contactNo!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  recruiterPortalLink?: string | null;
}
