import { COMPANY_SIZES } from '@hireloop/schema';
import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsPlainName } from '../../../common/names';

@InputType({ description: 'The company form. Contact e-mail comes from the account.' })
export class CompanyInput {
  @Field({ description: "The company's name." })
  @IsString()
  @MaxLength(200)
  @IsPlainName()
  name!: string;

  @Field({ description: 'About the company.', defaultValue: '' })
  @IsString()
  @MaxLength(5000)
  description!: string;

  @Field({ description: 'Industry.' })
  @IsString()
  @MaxLength(200)
  industry!: string;

  @Field({ description: 'Where the company is.' })
  @IsString()
  @MaxLength(200)
  location!: string;

  @Field({ defaultValue: '', description: `One of ${COMPANY_SIZES.join(', ')}.` })
  @IsString()
  @ValidateIf((o: CompanyInput) => o.size !== '')
  @IsIn([...COMPANY_SIZES], { message: `size must be one of ${COMPANY_SIZES.join(', ')}` })
  size!: string;

  @Field({ description: 'Website.' })
  @IsString()
  @MaxLength(300)
  website!: string;

  @Field({ description: 'Contact number.', defaultValue: '' })
  @IsString()
  @MaxLength(30)
  contactNo!: string;

  @Field(() => String, { description: "Link to the company's own careers portal.", nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  recruiterPortalLink?: string | null;
}
