import { ApplicationStatus, JobStatus, RecruiterPlan } from '@hireloop/schema';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { Paginated } from '../../graphql/paginated';
import { Connection, CONNECTION_DESCRIPTION } from '../../graphql/connection';
import { IsPlainName } from '../../common/names';

export enum SortDir {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDir, {
  description: 'Sort direction.',
  valuesMap: { ASC: { description: 'Ascending.' }, DESC: { description: 'Descending.' } },
  name: 'SortDir',
});

@InputType({ description: 'Search, sort (by a column key of the table) and page (10 by default).' })
export class TableQueryInput {
  @Field(() => String, { description: 'Words to look for.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string | null;

  @Field(() => String, { description: 'Column key to sort by.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  sortBy?: string | null;

  @Field(() => SortDir, { description: 'Sort direction.', nullable: true })
  @IsOptional()
  @IsIn(Object.values(SortDir), { message: 'sortDir must be asc or desc' })
  sortDir?: SortDir | null;

  @Field(() => Int, { description: 'The page number, from 1.', nullable: true })
  @IsOptional()
  @IsInt()
  page?: number | null;

  @Field(() => Int, { description: 'Rows per page (10 by default).', nullable: true })
  @IsOptional()
  @IsInt()
  pageSize?: number | null;
}

@ObjectType({ description: 'Something that happened on the platform, for the admin dashboard.' })
export class Activity {
  @Field({ description: 'What kind of event: signup, job, application or company.' })
  kind!: string;

  @Field({ description: 'A one-line summary for people.' })
  text!: string;

  @Field({ description: 'When it happened.' })
  at!: Date;
}

@ObjectType({ description: 'Figures of the admin dashboard.' })
export class AdminDashboard {
  @Field(() => Int, { description: 'Job seeker accounts.' }) jobSeekers!: number;
  @Field(() => Int, { description: 'Recruiter accounts.' }) recruiters!: number;
  @Field(() => Int, { description: 'Jobs open for applications.' }) activeJobs!: number;
  @Field(() => Int, { description: 'Jobs in all, any status.' }) totalJobs!: number;
  @Field(() => Int, { description: 'Companies in all.' }) registeredCompanies!: number;
  @Field(() => Int, { description: 'Applications in all.' }) totalApplications!: number;
  @Field(() => Int, { description: 'Applications sent today.' }) applicationsToday!: number;
  @Field(() => Int, { description: 'Accounts created in the last 7 days.' }) newUsersThisWeek!: number;
  @Field(() => Int, { description: 'Plan upgrade requests waiting for a decision.' })
  openUpgradeRequests!: number;
  @Field(() => Int, { description: 'Job seekers with a profile.' }) profilesCreated!: number;
  @Field(() => Int, { description: 'Applications per job, rounded.' }) avgApplicationsPerJob!: number;
  @Field(() => Int, { description: 'Percent of seekers with a profile.' }) profileCompletionRate!: number;
  @Field(() => Int, { description: 'Percent of applications accepted or recruited.' }) successRate!: number;
  @Field(() => [Activity], { description: 'The newest events, newest first.' }) recentActivities!: Activity[];
}

@ObjectType({ description: 'One job in the admin table.' })
export class AdminJobRow {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: "The job's title." }) title!: string;
  @Field({ description: "The company's name." }) company!: string;
  @Field({ description: 'Where the job is.' }) location!: string;
  @Field({ description: 'Job type, e.g. Full-time.' }) jobType!: string;
  @Field({ description: 'Salary as written by the recruiter.' }) salary!: string;
  @Field(() => Int, { description: 'Applications received.' }) applications!: number;
  @Field(() => JobStatus, { description: "The job's status." }) status!: JobStatus;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'Totals of the admin jobs page.' })
export class AdminJobSummary {
  @Field(() => Int, { description: 'Jobs in all, any status.' }) totalJobs!: number;
  @Field(() => Int, { description: 'Jobs open for applications.' }) activeJobs!: number;
  @Field(() => Int, { description: 'Jobs with a recruited applicant.' }) jobsFilled!: number;
  @Field(() => Int, { description: 'Applications per job, rounded.' }) avgApplications!: number;
}

@ObjectType({ description: 'One page of the admin jobs table, with its totals.' })
export class AdminJobTable extends Paginated(AdminJobRow) {
  @Field(() => AdminJobSummary, { description: 'Totals over all jobs.' }) summary!: AdminJobSummary;
}

@ObjectType({ description: 'One company in the admin table, with its recruiter.' })
export class AdminCompanyRow {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: "The company's name." }) company!: string;
  @Field({ description: "The recruiter's name." }) contact!: string;
  @Field(() => ID, { description: 'Id of the recruiter who owns the company.' }) recruiterId!: string;
  @Field({ description: "The recruiter's e-mail address." }) email!: string;
  @Field({ description: "The company's contact number." }) phone!: string;
  @Field({ description: "The company's industry." }) industry!: string;
  @Field({ description: "The company's size band." }) size!: string;
  @Field({ description: "The company's location." }) location!: string;
  @Field(() => RecruiterPlan, { description: "The recruiter's plan." }) subscription!: RecruiterPlan;
  @Field({ description: "The company's website." }) website!: string;
  @Field(() => Int, { description: 'Jobs the company posted.' }) jobs!: number;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'Totals of the admin companies page.' })
export class AdminCompanySummary {
  @Field(() => Int, { description: 'Companies in all.' }) registeredCompanies!: number;
  @Field(() => Int, { description: 'Companies with at least one job open for applications.' })
  activeCompanies!: number;
  @Field(() => Int, { description: 'Active companies, in percent of all.' }) activeRate!: number;
  @Field(() => Int, { description: 'Recruiters on a paid plan.' }) premiumSubscribers!: number;
  @Field(() => Int, { description: 'Jobs per company, rounded.' }) avgJobsPerCompany!: number;
  @Field(() => Int, { description: 'Recruiters with at least one company.' })
  recruitersWithCompanies!: number;
}

@ObjectType({ description: 'One page of the admin companies table, with its totals.' })
export class AdminCompanyTable extends Paginated(AdminCompanyRow) {
  @Field(() => AdminCompanySummary, { description: 'Totals over all companies.' })
  summary!: AdminCompanySummary;
}

@ObjectType({ description: 'One job seeker in the admin table.' })
export class AdminSeekerRow {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: 'First and last name.' }) name!: string;
  @Field({ description: 'E-mail address.' }) email!: string;
  @Field(() => String, { description: 'Contact number, when given.', nullable: true }) phone!: string | null;
  @Field(() => Int, { description: 'Experience entries.' }) experience!: number;
  @Field(() => String, { description: 'The latest job title, when given.', nullable: true }) latestTitle!:
    string | null;
  @Field(() => [String], { description: 'First three skills.' }) skills!: string[];
  @Field(() => String, { description: 'The latest degree, when given.', nullable: true }) education!:
    string | null;
  @Field(() => Int, { description: 'Credit points.' }) credits!: number;
  @Field({ description: 'Whether the seeker created a profile.' }) hasProfile!: boolean;
  @Field({ description: 'False once an administrator deactivated the account (it cannot sign in).' })
  active!: boolean;
  @Field(() => Date, { description: 'When the account was deactivated, if it is.', nullable: true })
  deactivatedAt!: Date | null;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'Totals of the admin job seekers page.' })
export class AdminSeekerSummary {
  @Field(() => Int, { description: 'Job seeker accounts.' }) totalSeekers!: number;
  @Field(() => Int, { description: 'Seekers with a profile.' }) profilesCreated!: number;
  @Field(() => Int, { description: 'Seekers with a profile, in percent of all.' })
  profilesCreatedRate!: number;
  @Field(() => Int, { description: 'Complete profiles (able to apply).' }) activeProfiles!: number;
  @Field(() => Int, { description: 'Profiles missing what applying needs.' }) incompleteProfiles!: number;
}

@ObjectType({ description: 'One page of the admin job seekers table, with its totals.' })
export class AdminSeekerTable extends Paginated(AdminSeekerRow) {
  @Field(() => AdminSeekerSummary, { description: 'Totals over all job seekers.' })
  summary!: AdminSeekerSummary;
}

@ObjectType({ description: 'One application in the admin table.' })
export class AdminApplicationRow {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: "The applicant's name; 'Deleted account' when they deleted their account." })
  applicant!: string;
  @Field({ description: "The applicant's e-mail address; empty when they deleted their account." })
  email!: string;
  @Field(() => String, { description: "The applicant's contact number, when given.", nullable: true })
  phone!: string | null;
  @Field(() => ID, { description: 'Id of the job.' }) jobId!: string;
  @Field({ description: "The job's title." }) job!: string;
  @Field({ description: "The job's location." }) location!: string;
  @Field({ description: "The job's type." }) jobType!: string;
  @Field({ description: "The job's category." }) category!: string;
  @Field({ description: "The job's salary." }) salary!: string;
  @Field(() => ApplicationStatus, { description: 'Where the application stands.' })
  status!: ApplicationStatus;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'Applications with one status.' })
export class PipelineStep {
  @Field(() => ApplicationStatus, { description: 'The status.' }) status!: ApplicationStatus;
  @Field(() => Int, { description: 'Applications with this status.' }) count!: number;
  @Field(() => Float, { description: 'Percent of all applications, one decimal.' }) share!: number;
}

@ObjectType({ description: 'A recent application, for the admin applications page.' })
export class RecentApplication {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: "The applicant's name." }) applicant!: string;
  @Field({ description: "The job's title." }) job!: string;
  @Field(() => ApplicationStatus, { description: 'Where the application stands.' })
  status!: ApplicationStatus;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'Totals of the admin applications page.' })
export class AdminApplicationSummary {
  @Field(() => Int, { description: 'Applications in all.' }) totalApplicants!: number;
  @Field(() => Int, { description: 'Pending applications.' }) inReview!: number;
  @Field(() => Int, { description: 'Applicants recruited.' }) recruited!: number;
  @Field(() => Int, { description: 'Applications a recruiter has seen.' }) seen!: number;
  @Field(() => Int, { description: 'Applications rejected.' }) rejected!: number;
  @Field(() => Int, { description: 'Applications accepted.' }) accepted!: number;
  @Field(() => [PipelineStep], { description: 'Applications per status.' }) pipeline!: PipelineStep[];
  @Field(() => [RecentApplication], { description: 'The newest applications.' }) recent!: RecentApplication[];
}

@ObjectType({ description: 'One page of the admin applications table, with its totals.' })
export class AdminApplicationTable extends Paginated(AdminApplicationRow) {
  @Field(() => AdminApplicationSummary, { description: 'Totals over all applications.' })
  summary!: AdminApplicationSummary;
}

@ObjectType({ description: 'A recruiter plan with its price and subscribers.' })
export class PlanInfo {
  @Field(() => RecruiterPlan, { description: 'The plan.' }) plan!: RecruiterPlan;
  @Field(() => Int, { description: 'Price in US dollars per month.' }) priceUsdPerMonth!: number;
  @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) postingLimit!: number | null;
  @Field(() => Int, { description: 'Recruiters on it.' }) recruiters!: number;
}

@ObjectType({ description: 'A plan upgrade request and its decision.' })
export class PlanHistoryEntry {
  @Field(() => ID, { description: 'Unique id.' }) id!: string;
  @Field({ description: "The recruiter's name." }) recruiter!: string;
  @Field({ description: "The recruiter's e-mail address." }) email!: string;
  @Field(() => RecruiterPlan, { description: 'The plan asked for.', nullable: true })
  requestedPlan!: RecruiterPlan | null;
  @Field(() => RecruiterPlan, { description: 'The plan granted, if any.', nullable: true })
  grantedPlan!: RecruiterPlan | null;
  @Field({ description: 'open, granted or declined.' }) status!: string;
  @Field({ description: 'When it was requested.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was decided, if it was.', nullable: true })
  decidedAt!: Date | null;
}

@ObjectType({ description: 'Plans and plan changes, for the admin payments page.' })
export class AdminPayments {
  @Field(() => [PlanInfo], { description: 'Every plan with its price and recruiters.' }) plans!: PlanInfo[];
  @Field(() => [PlanHistoryEntry], { description: 'Upgrade requests and their decisions, newest first.' })
  history!: PlanHistoryEntry[];
}

@ObjectType({ description: 'Counts of one day.' })
export class DailyPoint {
  @Field({ description: 'The day, YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Jobs posted that day.' }) jobs!: number;
  @Field(() => Int, { description: 'Applications sent that day.' }) applications!: number;
  @Field(() => Int, { description: 'Accounts created that day.' }) signups!: number;
}

@ObjectType({ description: 'How many active jobs one category has.' })
export class CategoryCount {
  @Field({ description: 'The category.' }) category!: string;
  @Field(() => Int, { description: 'Active jobs in it.' }) count!: number;
}

@ObjectType({ description: 'Charts of the admin analytics page.' })
export class AdminAnalytics {
  @Field(() => [DailyPoint], { description: 'Signups, jobs and applications per day, oldest first.' })
  series!: DailyPoint[];
  @Field(() => [CategoryCount], { description: 'Active jobs per category.' }) byCategory!: CategoryCount[];
}

@ObjectType({ description: 'Platform settings.' })
export class PlatformSettingsModel {
  @Field({ description: 'Name of the platform.' }) platformName!: string;
  @Field({ description: 'Contact e-mail shown to users.' }) contactEmail!: string;
  @Field({ description: 'Support phone shown to users.' }) supportPhone!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Address of the platform logo (a new logo gets a new address); null: none.',
  })
  logoUrl!: string | null;
  @Field(() => Int, { nullable: true, description: 'Minutes; null: never (the default token lifetime).' })
  sessionTimeoutMinutes!: number | null;
  @Field(() => Int, { description: 'Failed sign-ins allowed before a pause.' }) loginAttemptLimit!: number;
  @Field({ description: 'Whether administrators need a second factor.' }) twoFactorRequired!: boolean;
  @Field({ description: 'Mail administrators about new accounts.' }) notifyNewUsers!: boolean;
  @Field({ description: 'Mail administrators about new jobs.' }) notifyNewJobs!: boolean;
  @Field({ description: 'Mail administrators about new applications.' }) notifyApplications!: boolean;
  @Field({ description: 'When the settings last changed.' }) updatedAt!: Date;
}

@InputType({ description: 'Platform settings to change; absent fields stay as they are.' })
export class PlatformSettingsInput {
  @Field({ description: 'Name of the platform.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsPlainName()
  platformName?: string;
  @Field({ description: 'Contact e-mail shown to users.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  contactEmail?: string;
  @Field({ description: 'Support phone shown to users.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  supportPhone?: string;
  @Field(() => Int, { description: 'Administrator session length in minutes.', nullable: true })
  @IsOptional()
  @IsInt()
  sessionTimeoutMinutes?: number | null;
  @Field(() => Int, { description: 'Failed sign-ins allowed before a pause.', nullable: true })
  @IsOptional()
  @IsIn([3, 5, 10])
  loginAttemptLimit?: number;
  @Field({ description: 'Whether administrators need a second factor.', nullable: true })
  @IsOptional()
  @IsBoolean()
  twoFactorRequired?: boolean;
  @Field({ description: 'Mail administrators about new accounts.', nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyNewUsers?: boolean;
  @Field({ description: 'Mail administrators about new jobs.', nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyNewJobs?: boolean;
  @Field({ description: 'Mail administrators about new applications.', nullable: true })
  @IsOptional()
  @IsBoolean()
  notifyApplications?: boolean;
}

@ObjectType('AdminJobConnection', { description: CONNECTION_DESCRIPTION })
export class AdminJobConnection extends Connection(AdminJobRow, 'AdminJob') {}

@ObjectType('AdminCompanyConnection', { description: CONNECTION_DESCRIPTION })
export class AdminCompanyConnection extends Connection(AdminCompanyRow, 'AdminCompany') {}

@ObjectType('AdminSeekerConnection', { description: CONNECTION_DESCRIPTION })
export class AdminSeekerConnection extends Connection(AdminSeekerRow, 'AdminSeeker') {}

@ObjectType('AdminApplicationConnection', { description: CONNECTION_DESCRIPTION })
export class AdminApplicationConnection extends Connection(AdminApplicationRow, 'AdminApplication') {}
