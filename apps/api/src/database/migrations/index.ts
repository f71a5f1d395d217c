import { InitialSchema1763769600000 } from './1763769600000-InitialSchema';
import { PlatformSettings1763856000000 } from './1763856000000-PlatformSettings';
import { SearchVocabulary1763942400000 } from './1763942400000-SearchVocabulary';
import { OtpTickets1764000000000 } from './1764000000000-OtpTickets';
import { TokenVersion1764100000000 } from './1764100000000-TokenVersion';
import { AdminLoginOtp1764100100000 } from './1764100100000-AdminLoginOtp';
import { SignupCompanyName1764200000000 } from './1764200000000-SignupCompanyName';
import { RupeeSalaryBands1764200100000 } from './1764200100000-RupeeSalaryBands';
import { UserDeactivation1764300000000 } from './1764300000000-UserDeactivation';
import { PlatformLogoFiles1764300100000 } from './1764300100000-PlatformLogoFiles';
import { JobValidThrough1764400100000 } from './1764400100000-JobValidThrough';
import { JobAlerts1764400200000 } from './1764400200000-JobAlerts';
import { NewsletterAsAlerts1764400200001 } from './1764400200001-NewsletterAsAlerts';
import { JobActivatedAt1764400400000 } from './1764400400000-JobActivatedAt';
import { CompanySlugs1764500000000 } from './1764500000000-CompanySlugs';
import { SitemapIndex1764700000000 } from './1764700000000-SitemapIndex';
import { LogoVariants1764712000000 } from './1764712000000-LogoVariants';
import { FileStorage1764800000000 } from './1764800000000-FileStorage';
import { ParsedSalaries1764800100000 } from './1764800100000-ParsedSalaries';
import { ApplicationWithdrawal1764800300000 } from './1764800300000-ApplicationWithdrawal';
import { MatchFeatures1764900000000 } from './1764900000000-MatchFeatures';
import { ResumeProposals1764900100000 } from './1764900100000-ResumeProposals';
import { ConsentsAndDataExports1764900200000 } from './1764900200000-ConsentsAndDataExports';
import { AccountDeletion1764900300000 } from './1764900300000-AccountDeletion';
import { ApplicantNotes1764900400000 } from './1764900400000-ApplicantNotes';
import { ApiKeys1764900500000 } from './1764900500000-ApiKeys';
import { Webhooks1764900600000 } from './1764900600000-Webhooks';
import { CursorPagingIndexes1764900700000 } from './1764900700000-CursorPagingIndexes';
import { ConsentsByEmail1764900800000 } from './1764900800000-ConsentsByEmail';
import { BestMatchIndexes1765000000000 } from './1765000000000-BestMatchIndexes';
import { ScreeningQuestions1765000100000 } from './1765000100000-ScreeningQuestions';
import { Interviews1765000200000 } from './1765000200000-Interviews';
import { JobFacetCounts1765000300000 } from './1765000300000-JobFacetCounts';
import { DaySearchIndex1765000400000 } from './1765000400000-DaySearchIndex';
import { SearchFilterIndex1765000500000 } from './1765000500000-SearchFilterIndex';
import { TechWordSearch1765000600000 } from './1765000600000-TechWordSearch';
import { TypoCorrection1765000700000 } from './1765000700000-TypoCorrection';
import { SearchChanges1765000800000 } from './1765000800000-SearchChanges';
import { JobDayCounts1765000900000 } from './1765000900000-JobDayCounts';
import { SearchWordParts1765001000000 } from './1765001000000-SearchWordParts';
import { SalaryOrderIndexes1765001100000 } from './1765001100000-SalaryOrderIndexes';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  PlatformSettings1763856000000,
  SearchVocabulary1763942400000,
  OtpTickets1764000000000,
  TokenVersion1764100000000,
  AdminLoginOtp1764100100000,
  SignupCompanyName1764200000000,
  RupeeSalaryBands1764200100000,
  UserDeactivation1764300000000,
  PlatformLogoFiles1764300100000,
  JobValidThrough1764400100000,
  JobAlerts1764400200000,
  NewsletterAsAlerts1764400200001,
  JobActivatedAt1764400400000,
  CompanySlugs1764500000000,
  SitemapIndex1764700000000,
  LogoVariants1764712000000,
  FileStorage1764800000000,
  ParsedSalaries1764800100000,
  ApplicationWithdrawal1764800300000,
  MatchFeatures1764900000000,
  ResumeProposals1764900100000,
  ConsentsAndDataExports1764900200000,
  AccountDeletion1764900300000,
  ApplicantNotes1764900400000,
  ApiKeys1764900500000,
  Webhooks1764900600000,
  CursorPagingIndexes1764900700000,
  ConsentsByEmail1764900800000,
  BestMatchIndexes1765000000000,
  ScreeningQuestions1765000100000,
  Interviews1765000200000,
  JobFacetCounts1765000300000,
  DaySearchIndex1765000400000,
  SearchFilterIndex1765000500000,
  TechWordSearch1765000600000,
  TypoCorrection1765000700000,
  SearchChanges1765000800000,
  JobDayCounts1765000900000,
  SearchWordParts1765001000000,
  SalaryOrderIndexes1765001100000,
];
