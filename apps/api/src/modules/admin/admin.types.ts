import { ApplicationStatus, JobStatus, RecruiterPlan } from '@hireloop/schema';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

export enum SortDir {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDir, { name: 'SortDir' });

@InputType({ description: 'Search, sort (by a column key of the table) and page (10 by default).' })
export class TableQueryInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  sortBy?: string | null;

  @Field(() => SortDir, { nullable: true })
  @IsOptional()
  sortDir?: SortDir | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  pageSize?: number | null;
}

@ObjectType()
export class Activity {
  @Field()
  kind!: string;

  @Field()
  text!: string;

  @Field()
  at!: Date;
}

@ObjectType()
export class AdminDashboard {
  @Field(() => Int) jobSeekers!: number;
  @Field(() => Int) recruiters!: number;
  @Field(() => Int) activeJobs!: number;
  @Field(() => Int) totalJobs!: number;
  @Field(() => Int) registeredCompanies!: number;
  @Field(() => Int) totalApplications!: number;
  @Field(() => Int) applicationsToday!: number;
  @Field(() => Int) newUsersThisWeek!: number;
  @Field(() => Int) openUpgradeRequests!: number;
  @Field(() => Int) profilesCreated!: number;
  @Field(() => Int) avgApplicationsPerJob!: number;
  @Field(() => Int, { description: 'Percent of seekers with a profile.' }) profileCompletionRate!: number;
  @Field(() => Int, { description: 'Percent of applications accepted or recruited.' }) successRate!: number;
  @Field(() => [Activity]) recentActivities!: Activity[];
}

@ObjectType()
export class AdminJobRow {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() company!: string;
  @Field() location!: string;
  @Field() jobType!: string;
  @Field() salary!: string;
  @Field(() => Int) applications!: number;
  @Field(() => JobStatus) status!: JobStatus;
  @Field() createdAt!: Date;
}

@ObjectType()
export class AdminJobSummary {
  @Field(() => Int) totalJobs!: number;
  @Field(() => Int) activeJobs!: number;
  @Field(() => Int) jobsFilled!: number;
  @Field(() => Int) avgApplications!: number;
}

@ObjectType()
export class AdminJobTable {
  @Field(() => [AdminJobRow]) items!: AdminJobRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => AdminJobSummary) summary!: AdminJobSummary;
}

@ObjectType()
export class AdminCompanyRow {
  @Field(() => ID) id!: string;
  @Field() company!: string;
  @Field() contact!: string;
  @Field(() => ID) recruiterId!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() industry!: string;
  @Field() size!: string;
  @Field() location!: string;
  @Field(() => RecruiterPlan) subscription!: RecruiterPlan;
  @Field() website!: string;
  @Field(() => Int) jobs!: number;
  @Field() createdAt!: Date;
}

@ObjectType()
export class AdminCompanySummary {
  @Field(() => Int) registeredCompanies!: number;
  @Field(() => Int) activeCompanies!: number;
  @Field(() => Int) activeRate!: number;
  @Field(() => Int) premiumSubscribers!: number;
  @Field(() => Int) avgJobsPerCompany!: number;
  @Field(() => Int) recruitersWithCompanies!: number;
}

@ObjectType()
export class AdminCompanyTable {
  @Field(() => [AdminCompanyRow]) items!: AdminCompanyRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => AdminCompanySummary) summary!: AdminCompanySummary;
}

@ObjectType()
export class AdminSeekerRow {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => Int, { description: 'Experience entries.' }) experience!: number;
  @Field(() => String, { nullable: true }) latestTitle!: string | null;
  @Field(() => [String], { description: 'First three skills.' }) skills!: string[];
  @Field(() => String, { nullable: true }) education!: string | null;
  @Field(() => Int) credits!: number;
  @Field() hasProfile!: boolean;
  @Field() createdAt!: Date;
}

@ObjectType()
export class AdminSeekerSummary {
  @Field(() => Int) totalSeekers!: number;
  @Field(() => Int) profilesCreated!: number;
  @Field(() => Int) profilesCreatedRate!: number;
  @Field(() => Int) activeProfiles!: number;
  @Field(() => Int) incompleteProfiles!: number;
}

@ObjectType()
export class AdminSeekerTable {
  @Field(() => [AdminSeekerRow]) items!: AdminSeekerRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => AdminSeekerSummary) summary!: AdminSeekerSummary;
}

@ObjectType()
export class AdminApplicationRow {
  @Field(() => ID) id!: string;
  @Field() applicant!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => ID) jobId!: string;
  @Field() job!: string;
  @Field() location!: string;
  @Field() jobType!: string;
  @Field() category!: string;
  @Field() salary!: string;
  @Field(() => ApplicationStatus) status!: ApplicationStatus;
  @Field() createdAt!: Date;
}

@ObjectType()
export class PipelineStep {
  @Field(() => ApplicationStatus) status!: ApplicationStatus;
  @Field(() => Int) count!: number;
  @Field(() => Float, { description: 'Percent of all applications, one decimal.' }) share!: number;
}

@ObjectType()
export class RecentApplication {
  @Field(() => ID) id!: string;
  @Field() applicant!: string;
  @Field() job!: string;
  @Field(() => ApplicationStatus) status!: ApplicationStatus;
  @Field() createdAt!: Date;
}

@ObjectType()
export class AdminApplicationSummary {
  @Field(() => Int) totalApplicants!: number;
  @Field(() => Int, { description: 'Pending applications.' }) inReview!: number;
  @Field(() => Int) recruited!: number;
  @Field(() => Int) seen!: number;
  @Field(() => Int) rejected!: number;
  @Field(() => Int) accepted!: number;
  @Field(() => [PipelineStep]) pipeline!: PipelineStep[];
  @Field(() => [RecentApplication]) recent!: RecentApplication[];
}

@ObjectType()
export class AdminApplicationTable {
  @Field(() => [AdminApplicationRow]) items!: AdminApplicationRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => AdminApplicationSummary) summary!: AdminApplicationSummary;
}

@ObjectType()
export class PlanInfo {
  @Field(() => RecruiterPlan) plan!: RecruiterPlan;
  @Field(() => Int) priceUsdPerMonth!: number;
  @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) postingLimit!: number | null;
  @Field(() => Int) recruiters!: number;
}

@ObjectType()
export class PlanHistoryEntry {
  @Field(() => ID) id!: string;
  @Field() recruiter!: string;
  @Field() email!: string;
  @Field(() => RecruiterPlan, { nullable: true }) requestedPlan!: RecruiterPlan | null;
  @Field(() => RecruiterPlan, { nullable: true }) grantedPlan!: RecruiterPlan | null;
  @Field() status!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType()
export class AdminPayments {
  @Field(() => [PlanInfo]) plans!: PlanInfo[];
  @Field(() => [PlanHistoryEntry]) history!: PlanHistoryEntry[];
}

@ObjectType()
export class DailyPoint {
  @Field() day!: string;
  @Field(() => Int) jobs!: number;
  @Field(() => Int) applications!: number;
  @Field(() => Int) signups!: number;
}

@ObjectType()
export class CategoryCount {
  @Field() category!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class AdminAnalytics {
  @Field(() => [DailyPoint]) series!: DailyPoint[];
  @Field(() => [CategoryCount]) byCategory!: CategoryCount[];
}

@ObjectType()
export class PlatformSettingsModel {
  @Field() platformName!: string;
  @Field() contactEmail!: string;
  @Field() supportPhone!: string;
  @Field(() => Int, { nullable: true, description: 'Minutes; null: never (the default token lifetime).' })
  sessionTimeoutMinutes!: number | null;
  @Field(() => Int) loginAttemptLimit!: number;
  @Field() twoFactorRequired!: boolean;
  @Field() notifyNewUsers!: boolean;
  @Field() notifyNewJobs!: boolean;
  @Field() notifyApplications!: boolean;
  @Field() updatedAt!: Date;
}

@InputType()
export class PlatformSettingsInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) platformName?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(200) contactEmail?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(30) supportPhone?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sessionTimeoutMinutes?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([3, 5, 10]) loginAttemptLimit?: number;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() twoFactorRequired?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() notifyNewUsers?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() notifyNewJobs?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() notifyApplications?: boolean;
}
