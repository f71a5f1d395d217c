/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SiteConfig {\n  siteConfig {\n    googleClientId\n    platformName\n    contactEmail\n    supportPhone\n    logoUrl\n  }\n}": typeof types.SiteConfigDocument,
    "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    twoFactorRequired\n    token\n    otp {\n      reference\n      email\n    }\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.GoogleLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n  }\n}": typeof types.RequestSignupOtpDocument,
    "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n  }\n}": typeof types.ResendOtpDocument,
    "mutation ResetPassword($email: String!, $password: String!, $ticket: String!) {\n  resetPassword(email: $email, password: $password, ticket: $ticket)\n}": typeof types.ResetPasswordDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": typeof types.SignOutEverywhereDocument,
    "mutation VerifyAdminLogin($reference: ID!, $code: String!) {\n  verifyAdminLogin(reference: $reference, code: $code) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.VerifyAdminLoginDocument,
    "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    ticket\n  }\n}": typeof types.VerifyOtpDocument,
    "query AdminAnalytics {\n  adminAnalytics {\n    series {\n      day\n      jobs\n      applications\n      signups\n    }\n    byCategory {\n      category\n      count\n    }\n  }\n}": typeof types.AdminAnalyticsDocument,
    "query AdminApplications($query: TableQueryInput!) {\n  adminApplications(query: $query) {\n    items {\n      id\n      applicant\n      email\n      phone\n      job\n      location\n      jobType\n      category\n      salary\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalApplicants\n      inReview\n      recruited\n      seen\n      rejected\n      accepted\n      pipeline {\n        status\n        count\n        share\n      }\n      recent {\n        id\n        applicant\n        job\n        status\n        createdAt\n      }\n    }\n  }\n}": typeof types.AdminApplicationsDocument,
    "query AdminBackgroundJobs {\n  adminBackgroundJobs {\n    queues {\n      name\n      queued\n      active\n      failed\n      completed\n      cron\n    }\n    failed {\n      id\n      queue\n      error\n      retries\n      createdAt\n      failedAt\n    }\n  }\n}": typeof types.AdminBackgroundJobsDocument,
    "query AdminCompanies($query: TableQueryInput!) {\n  adminCompanies(query: $query) {\n    items {\n      id\n      company\n      contact\n      email\n      phone\n      industry\n      size\n      location\n      subscription\n      website\n      jobs\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      registeredCompanies\n      activeCompanies\n      activeRate\n      premiumSubscribers\n      avgJobsPerCompany\n      recruitersWithCompanies\n    }\n  }\n}": typeof types.AdminCompaniesDocument,
    "query AdminDashboard {\n  adminDashboard {\n    jobSeekers\n    recruiters\n    activeJobs\n    totalJobs\n    registeredCompanies\n    totalApplications\n    applicationsToday\n    newUsersThisWeek\n    openUpgradeRequests\n    profilesCreated\n    avgApplicationsPerJob\n    profileCompletionRate\n    successRate\n    recentActivities {\n      kind\n      text\n      at\n    }\n  }\n}": typeof types.AdminDashboardDocument,
    "mutation AdminDiscardBackgroundJob($queue: String!, $id: ID!) {\n  adminDiscardBackgroundJob(queue: $queue, id: $id)\n}": typeof types.AdminDiscardBackgroundJobDocument,
    "query AdminJobs($query: TableQueryInput!) {\n  adminJobs(query: $query) {\n    items {\n      id\n      title\n      company\n      location\n      jobType\n      salary\n      applications\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalJobs\n      activeJobs\n      jobsFilled\n      avgApplications\n    }\n  }\n}": typeof types.AdminJobsDocument,
    "query AdminPayments {\n  adminPayments {\n    plans {\n      plan\n      priceUsdPerMonth\n      postingLimit\n      recruiters\n    }\n    history {\n      id\n      recruiter\n      email\n      requestedPlan\n      grantedPlan\n      status\n      createdAt\n      decidedAt\n    }\n  }\n}": typeof types.AdminPaymentsDocument,
    "mutation AdminRetryBackgroundJob($queue: String!, $id: ID!) {\n  adminRetryBackgroundJob(queue: $queue, id: $id)\n}": typeof types.AdminRetryBackgroundJobDocument,
    "query AdminSeekers($query: TableQueryInput!) {\n  adminSeekers(query: $query) {\n    items {\n      id\n      name\n      email\n      phone\n      experience\n      latestTitle\n      skills\n      education\n      credits\n      hasProfile\n      active\n      deactivatedAt\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalSeekers\n      profilesCreated\n      profilesCreatedRate\n      activeProfiles\n      incompleteProfiles\n    }\n  }\n}": typeof types.AdminSeekersDocument,
    "mutation AdminSetApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n  adminSetApplicationStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": typeof types.AdminSetApplicationStatusDocument,
    "mutation AdminSetJobOpen($id: ID!, $open: Boolean!) {\n  adminSetJobOpen(id: $id, open: $open)\n}": typeof types.AdminSetJobOpenDocument,
    "mutation AdminSetRecruiterPlan($id: ID!, $plan: RecruiterPlan!) {\n  adminSetRecruiterPlan(id: $id, plan: $plan)\n}": typeof types.AdminSetRecruiterPlanDocument,
    "mutation AdminSetSeekerActive($id: ID!, $active: Boolean!) {\n  adminSetSeekerActive(id: $id, active: $active)\n}": typeof types.AdminSetSeekerActiveDocument,
    "mutation DecideUpgradeRequest($id: ID!, $plan: RecruiterPlan) {\n  decideUpgradeRequest(id: $id, plan: $plan)\n}": typeof types.DecideUpgradeRequestDocument,
    "mutation DeleteApplication($id: ID!) {\n  deleteApplication(id: $id)\n}": typeof types.DeleteApplicationDocument,
    "mutation DeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}": typeof types.DeleteJobDocument,
    "mutation DeleteRecruiter($id: ID!) {\n  deleteRecruiter(id: $id)\n}": typeof types.DeleteRecruiterDocument,
    "mutation DeleteSeeker($id: ID!) {\n  deleteSeeker(id: $id)\n}": typeof types.DeleteSeekerDocument,
    "mutation UploadPlatformLogo($logo: Upload) {\n  uploadPlatformLogo(logo: $logo) {\n    ...PlatformSettingsFields\n  }\n}\n\nmutation RemovePlatformLogo {\n  removePlatformLogo {\n    ...PlatformSettingsFields\n  }\n}": typeof types.UploadPlatformLogoDocument,
    "query PlatformSettings {\n  platformSettings {\n    ...PlatformSettingsFields\n  }\n}": typeof types.PlatformSettingsDocument,
    "fragment PlatformSettingsFields on PlatformSettingsModel {\n  platformName\n  contactEmail\n  supportPhone\n  logoUrl\n  sessionTimeoutMinutes\n  loginAttemptLimit\n  twoFactorRequired\n  notifyNewUsers\n  notifyNewJobs\n  notifyApplications\n  updatedAt\n}": typeof types.PlatformSettingsFieldsFragmentDoc,
    "mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n  updatePlatformSettings(input: $input) {\n    ...PlatformSettingsFields\n  }\n}": typeof types.UpdatePlatformSettingsDocument,
    "mutation ConfirmJobAlert($token: String!) {\n  confirmJobAlert(token: $token) {\n    keyword\n    jobTypes\n    locations\n    categories\n    frequency\n  }\n}\n\nmutation UnsubscribeJobAlert($token: String!) {\n  unsubscribeJobAlert(token: $token)\n}": typeof types.ConfirmJobAlertDocument,
    "mutation CreateJobAlert($input: JobAlertInput!) {\n  createJobAlert(input: $input) {\n    alert {\n      ...JobAlertFields\n    }\n    confirmationSent\n  }\n}": typeof types.CreateJobAlertDocument,
    "mutation DeleteJobAlert($id: ID!) {\n  deleteJobAlert(id: $id)\n}": typeof types.DeleteJobAlertDocument,
    "fragment JobAlertFields on JobAlert {\n  id\n  keyword\n  jobTypes\n  locations\n  categories\n  salaryMinInr\n  remote\n  frequency\n  paused\n  createdAt\n}": typeof types.JobAlertFieldsFragmentDoc,
    "query JobAlerts {\n  jobAlerts {\n    ...JobAlertFields\n  }\n}": typeof types.JobAlertsDocument,
    "mutation UpdateJobAlert($id: ID!, $input: JobAlertUpdateInput!) {\n  updateJobAlert(id: $id, input: $input) {\n    ...JobAlertFields\n  }\n}": typeof types.UpdateJobAlertDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  access\n  expiresAt\n  lastUsedAt\n  revokedAt\n  createdAt\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeysDocument,
    "mutation CreateApiKey($input: ApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": typeof types.RevokeApiKeyDocument,
    "fragment ApplicationTimelineFields on ApplicationModel {\n  id\n  status\n  updatedAt\n  timeline {\n    id\n    fromStatus\n    status\n    byApplicant\n    reason\n    at\n  }\n  interviews {\n    ...InterviewFields\n  }\n}": typeof types.ApplicationTimelineFieldsFragmentDoc,
    "query MyApplication($jobId: ID!) {\n  myApplication(jobId: $jobId) {\n    ...ApplicationTimelineFields\n    createdAt\n  }\n}": typeof types.MyApplicationDocument,
    "query MyApplications($page: Int!, $pageSize: Int!, $keyword: String) {\n  myApplications(page: $page, pageSize: $pageSize, keyword: $keyword) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ApplicationTimelineFields\n      createdAt\n      job {\n        id\n        title\n        description\n        location\n        salary\n        jobType\n        logoColor\n        logoText\n        company {\n          id\n          name\n          hasLogo\n          logoImage {\n            url64\n            url128\n            url256\n          }\n          logoColor\n          logoText\n        }\n      }\n    }\n  }\n}": typeof types.MyApplicationsDocument,
    "mutation WithdrawApplication($input: WithdrawApplicationInput!) {\n  withdrawApplication(input: $input) {\n    ...ApplicationTimelineFields\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}": typeof types.WithdrawApplicationDocument,
    "query BookmarkedJobs($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!]) {\n  bookmarks(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n  ) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      savedAt\n      job {\n        ...JobCardFields\n        skills\n        status\n        viewerHasBookmarked\n      }\n    }\n    facets {\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}": typeof types.BookmarkedJobsDocument,
    "query Candidates($keyword: String, $availability: Availability, $page: Int!, $pageSize: Int!) {\n  candidates(\n    keyword: $keyword\n    availability: $availability\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      name\n      email\n      contactNo\n      title\n      bio\n      skills\n      experience\n      availability\n      expectedSalary\n      resumeUrl\n      sharedWithYou\n      photoUrl\n      coverLetterUrl\n      updatedAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n  }\n}": typeof types.CandidatesDocument,
    "fragment CompanyFields on Company {\n  id\n  name\n  description\n  industry\n  location\n  size\n  website\n  contactNo\n  contactEmail\n  recruiterPortalLink\n  logoColor\n  logoText\n  hasLogo\n  logoImage {\n    url64\n    url128\n    url256\n  }\n  createdAt\n}": typeof types.CompanyFieldsFragmentDoc,
    "query CompanyJobs($companyId: ID!, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  companyJobs(\n    companyId: $companyId\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    company {\n      ...CompanyFields\n    }\n    stats {\n      activeJobs\n      totalApplicants\n      totalPositions\n    }\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": typeof types.CompanyJobsDocument,
    "query CompanyProfile($id: ID!) {\n  company(id: $id) {\n    ...CompanyFields\n  }\n}": typeof types.CompanyProfileDocument,
    "mutation CreateCompany($input: CompanyInput!, $logo: Upload) {\n  createCompany(input: $input, logo: $logo) {\n    ...CompanyFields\n  }\n}": typeof types.CreateCompanyDocument,
    "mutation DeleteCompany($id: ID!) {\n  deleteCompany(id: $id)\n}": typeof types.DeleteCompanyDocument,
    "query MyCompanies {\n  myCompanies {\n    ...CompanyFields\n  }\n}": typeof types.MyCompaniesDocument,
    "query SignupCompanyName {\n  me {\n    id\n    signupCompanyName\n  }\n  myCompanies {\n    id\n  }\n}": typeof types.SignupCompanyNameDocument,
    "mutation UpdateCompany($id: ID!, $input: CompanyInput!, $logo: Upload, $removeLogo: Boolean! = false) {\n  updateCompany(id: $id, input: $input, logo: $logo, removeLogo: $removeLogo) {\n    ...CompanyFields\n  }\n}": typeof types.UpdateCompanyDocument,
    "query CompaniesDirectory($search: String, $page: Int!) {\n  publicCompanies(search: $search, page: $page) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      openJobCount\n      company {\n        id\n        slug\n        name\n        industry\n        location\n        size\n        hasLogo\n        logoImage {\n          url64\n          url128\n          url256\n        }\n        logoColor\n        logoText\n      }\n    }\n  }\n}": typeof types.CompaniesDirectoryDocument,
    "query PublicCompany($id: String!) {\n  publicCompany(slug: $id) {\n    openJobCount\n    company {\n      id\n      slug\n      name\n      description\n      industry\n      location\n      size\n      website\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n    }\n    openJobs {\n      ...JobCardFields\n    }\n  }\n}": typeof types.PublicCompanyDocument,
    "query HomeJobs {\n  homeJobs {\n    featured {\n      ...JobCardFields\n    }\n    categories {\n      name\n      count\n      jobs {\n        ...JobCardFields\n      }\n    }\n  }\n}": typeof types.HomeJobsDocument,
    "mutation CancelInterview($input: InterviewReasonInput!) {\n  cancelInterview(input: $input) {\n    ...InterviewFields\n  }\n}": typeof types.CancelInterviewDocument,
    "fragment InterviewFields on Interview {\n  id\n  status\n  durationMinutes\n  meetingUrl\n  address\n  message\n  startsAt\n  slots {\n    id\n    startsAt\n  }\n  events {\n    kind\n    byApplicant\n    startsAt\n    reason\n    at\n  }\n}": typeof types.InterviewFieldsFragmentDoc,
    "query InterviewPickLink($token: String!) {\n  interviewPickLink(token: $token) {\n    valid\n    reason\n    startsAt\n    durationMinutes\n    jobTitle\n    companyName\n  }\n}": typeof types.InterviewPickLinkDocument,
    "query JobInterviews($jobId: ID!) {\n  jobInterviews(jobId: $jobId) {\n    applicationId\n    ...InterviewFields\n  }\n}": typeof types.JobInterviewsDocument,
    "mutation PickInterviewSlot($slotId: ID!) {\n  pickInterviewSlot(slotId: $slotId) {\n    ...InterviewFields\n  }\n}": typeof types.PickInterviewSlotDocument,
    "mutation PickInterviewSlotByToken($token: String!) {\n  pickInterviewSlotByToken(token: $token) {\n    id\n    status\n    startsAt\n  }\n}": typeof types.PickInterviewSlotByTokenDocument,
    "mutation ProposeInterview($input: ProposeInterviewInput!) {\n  proposeInterview(input: $input) {\n    ...InterviewFields\n  }\n}": typeof types.ProposeInterviewDocument,
    "mutation RequestInterviewReschedule($input: InterviewReasonInput!) {\n  requestInterviewReschedule(input: $input) {\n    ...InterviewFields\n  }\n}": typeof types.RequestInterviewRescheduleDocument,
    "mutation RescheduleInterview($input: RescheduleInterviewInput!) {\n  rescheduleInterview(input: $input) {\n    ...InterviewFields\n  }\n}": typeof types.RescheduleInterviewDocument,
    "mutation ApplyToJob($jobId: ID!, $answers: [ScreeningAnswerInput!]) {\n  applyToJob(jobId: $jobId, answers: $answers) {\n    id\n    status\n    createdAt\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}": typeof types.ApplyToJobDocument,
    "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}": typeof types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    viewerHasApplied\n    viewerHasBookmarked\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n    }\n    company {\n      id\n      slug\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}": typeof types.JobDetailsDocument,
    "query JobsPage($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!], $salaryMin: Int, $postedWithin: Int, $remote: Boolean, $sort: JobSort, $withMatch: Boolean! = false) {\n  jobs(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n    salaryMin: $salaryMin\n    postedWithin: $postedWithin\n    remote: $remote\n    sort: $sort\n  ) {\n    total\n    totalIsEstimate\n    totalIsLowerBound\n    page\n    pageSize\n    pageCount\n    matchedBy\n    items {\n      ...JobCardFields\n      viewerHasApplied\n      viewerHasBookmarked\n      match @include(if: $withMatch) {\n        score\n        reasons {\n          kind\n          matched\n          of\n          value\n        }\n      }\n    }\n    facets {\n      estimated\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}": typeof types.JobsPageDocument,
    "mutation ToggleBookmark($jobId: ID!) {\n  toggleBookmark(jobId: $jobId) {\n    jobId\n    bookmarked\n  }\n}": typeof types.ToggleBookmarkDocument,
    "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email)\n}": typeof types.JoinWaitlistDocument,
    "fragment JobMatchFields on JobMatchModel {\n  score\n  reasons {\n    kind\n    matched\n    of\n    value\n  }\n}": typeof types.JobMatchFieldsFragmentDoc,
    "query RecommendedJobs($limit: Int) {\n  recommendedJobs(limit: $limit) {\n    ...JobCardFields\n    match {\n      ...JobMatchFields\n    }\n  }\n}": typeof types.RecommendedJobsDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": typeof types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    ...NotificationFields\n  }\n}": typeof types.MarkNotificationReadDocument,
    "query MyNotifications($limit: Int!) {\n  myNotifications(limit: $limit) {\n    unreadCount\n    total\n    items {\n      ...NotificationFields\n    }\n  }\n}": typeof types.MyNotificationsDocument,
    "subscription NotificationAdded {\n  notificationAdded {\n    ...NotificationFields\n  }\n}": typeof types.NotificationAddedDocument,
    "fragment NotificationFields on NotificationModel {\n  id\n  title\n  body\n  read\n  createdAt\n}": typeof types.NotificationFieldsFragmentDoc,
    "mutation ConfirmAccountDeletion($code: String!) {\n  confirmAccountDeletion(code: $code)\n}": typeof types.ConfirmAccountDeletionDocument,
    "fragment DataExportFields on DataExportModel {\n  id\n  status\n  requestedAt\n  readyAt\n  expiresAt\n  expired\n  sizeBytes\n  downloadUrl\n}": typeof types.DataExportFieldsFragmentDoc,
    "query MyConsents {\n  myConsents {\n    id\n    purpose\n    noticeVersion\n    granted\n    source\n    createdAt\n  }\n}": typeof types.MyConsentsDocument,
    "query MyDataExports {\n  myDataExports {\n    ...DataExportFields\n  }\n}": typeof types.MyDataExportsDocument,
    "mutation RequestAccountDeletion {\n  requestAccountDeletion {\n    sentTo\n    expiresAt\n    resendAvailableAt\n  }\n}": typeof types.RequestAccountDeletionDocument,
    "mutation RequestDataExport {\n  requestDataExport {\n    ...DataExportFields\n  }\n}": typeof types.RequestDataExportDocument,
    "query MyProfile {\n  myProfile {\n    ...ProfileFields\n  }\n}": typeof types.MyProfileDocument,
    "fragment ProfileDocumentFields on ProfileDocument {\n  __typename\n  id\n  name\n  sizeBytes\n  url\n  uploadedAt\n}": typeof types.ProfileDocumentFieldsFragmentDoc,
    "fragment ProfileFields on SeekerProfile {\n  __typename\n  exists\n  complete\n  firstName\n  middleName\n  lastName\n  email\n  contactNo\n  photoUrl\n  bio\n  skills\n  resume {\n    ...ProfileDocumentFields\n  }\n  coverLetter {\n    ...ProfileDocumentFields\n  }\n  experiences {\n    __typename\n    company\n    jobTitle\n    duration\n    description\n  }\n  school {\n    __typename\n    schoolName\n    grade\n    percentage\n    year\n  }\n  colleges {\n    __typename\n    collegeName\n    degree\n    year\n    cgpa\n  }\n  creditPoints\n  updatedAt\n}": typeof types.ProfileFieldsFragmentDoc,
    "mutation UploadProfilePhoto($photo: Upload) {\n  uploadProfilePhoto(photo: $photo) {\n    ...ProfileFields\n  }\n}\n\nmutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    ...ProfileFields\n  }\n}\n\nquery MyPhoto {\n  me {\n    __typename\n    id\n    photoUrl\n  }\n}": typeof types.UploadProfilePhotoDocument,
    "fragment ResumeReadingFields on ResumeReading {\n  status\n  resumeId\n  proposals {\n    id\n    kind\n    status\n    skill\n    experience {\n      company\n      jobTitle\n      duration\n      description\n    }\n    college {\n      collegeName\n      degree\n      year\n      cgpa\n    }\n    school {\n      schoolName\n      grade\n      percentage\n      year\n    }\n  }\n}\n\nquery ResumeProposals {\n  resumeProposals {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptResumeProposal($id: ID!) {\n  acceptResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation DismissResumeProposal($id: ID!) {\n  dismissResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptAllResumeSkills {\n  acceptAllResumeSkills {\n    ...ResumeReadingFields\n  }\n}": typeof types.ResumeReadingFieldsFragmentDoc,
    "mutation UpdateProfile($input: ProfileInput!, $resume: Upload, $coverLetter: Upload) {\n  updateProfile(input: $input, resume: $resume, coverLetter: $coverLetter) {\n    ...ProfileFields\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation AddApplicantNote($input: AddApplicantNoteInput!) {\n  addApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}": typeof types.AddApplicantNoteDocument,
    "fragment ApplicantNoteFields on ApplicantNoteModel {\n  id\n  body\n  mine\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}": typeof types.ApplicantNoteFieldsFragmentDoc,
    "query BoardApplicants($jobId: ID!, $pageSize: Int!) {\n  jobApplicants(jobId: $jobId, page: 1, pageSize: $pageSize) {\n    job {\n      id\n      title\n      skills\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n      }\n      matchedSkillCount\n      screeningResult\n      autoRejected\n      rating {\n        value\n      }\n    }\n    total\n  }\n}": typeof types.BoardApplicantsDocument,
    "mutation DeleteApplicantNote($noteId: ID!) {\n  deleteApplicantNote(noteId: $noteId)\n}": typeof types.DeleteApplicantNoteDocument,
    "mutation ExtendJob($id: ID!) {\n  extendJob(id: $id) {\n    ...RecruiterJobFields\n  }\n}": typeof types.ExtendJobDocument,
    "mutation ExtendJobByLink($token: String!) {\n  extendJobByLink(token: $token) {\n    ...RecruiterJobFields\n  }\n}": typeof types.ExtendJobByLinkDocument,
    "query JobApplicantAnswers($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      screeningResult\n      autoRejected\n      screeningAnswers {\n        questionId\n        question\n        value\n        passed\n      }\n    }\n  }\n}": typeof types.JobApplicantAnswersDocument,
    "query JobApplicants($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    job {\n      id\n      title\n      skills\n      screeningQuestions {\n        id\n      }\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n        email\n        contactNo\n        bio\n        skills\n        photoUrl\n      }\n      resumeUrl\n      coverLetterUrl\n      withdrawalReason\n      matchedSkillCount\n      rating {\n        value\n        ratedAt\n        ratedBy {\n          name\n        }\n      }\n      notes {\n        ...ApplicantNoteFields\n      }\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": typeof types.JobApplicantsDocument,
    "query MyJobs($keyword: String, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  myJobs(keyword: $keyword, status: $status, page: $page, pageSize: $pageSize) {\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": typeof types.MyJobsDocument,
    "query MyUpgradeRequest {\n  myUpgradeRequest {\n    id\n    status\n    createdAt\n  }\n}": typeof types.MyUpgradeRequestDocument,
    "mutation PostJob($companyId: ID!, $input: JobInput!) {\n  postJob(companyId: $companyId, input: $input) {\n    id\n    title\n  }\n}": typeof types.PostJobDocument,
    "query PostingLimit {\n  postingLimit {\n    plan\n    used\n    limit\n    canPost\n  }\n}": typeof types.PostingLimitDocument,
    "mutation RateApplicant($input: RateApplicantInput!) {\n  rateApplicant(input: $input) {\n    value\n    ratedAt\n    ratedBy {\n      id\n      name\n    }\n  }\n}": typeof types.RateApplicantDocument,
    "query RecruiterJob($id: ID!) {\n  job(id: $id) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n    viewerCanEdit\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n      requiredAnswer\n      min\n      max\n      acceptedOptions\n    }\n    knockoutAction\n  }\n}": typeof types.RecruiterJobDocument,
    "fragment RecruiterJobFields on Job {\n  id\n  title\n  description\n  skills\n  salary\n  location\n  jobType\n  positions\n  status\n  applicationCount\n  createdAt\n  validThrough\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}": typeof types.RecruiterJobFieldsFragmentDoc,
    "mutation RequestUpgrade($plan: RecruiterPlan! = PREMIUM) {\n  requestUpgrade(plan: $plan) {\n    id\n    status\n    createdAt\n  }\n}": typeof types.RequestUpgradeDocument,
    "mutation SetApplicationStatus($applicationId: ID!, $status: ApplicationStatus!) {\n  setApplicationStatus(applicationId: $applicationId, status: $status) {\n    id\n    status\n  }\n}": typeof types.SetApplicationStatusDocument,
    "mutation SetApplicationStatuses($input: SetApplicationStatusesInput!) {\n  setApplicationStatuses(input: $input) {\n    changed\n    unchanged\n    failures {\n      applicationId\n      code\n      message\n    }\n  }\n}": typeof types.SetApplicationStatusesDocument,
    "mutation UpdateApplicantNote($input: UpdateApplicantNoteInput!) {\n  updateApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}": typeof types.UpdateApplicantNoteDocument,
    "mutation UpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n  }\n}": typeof types.UpdateJobDocument,
    "mutation AttachGeneratedResume {\n  attachGeneratedResume {\n    ...ProfileFields\n  }\n}": typeof types.AttachGeneratedResumeDocument,
    "query MyPreferenceSurvey {\n  myPreferenceSurvey {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}": typeof types.MyPreferenceSurveyDocument,
    "mutation SavePreferenceSurvey($input: PreferenceSurveyInput!) {\n  savePreferenceSurvey(input: $input) {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}": typeof types.SavePreferenceSurveyDocument,
    "mutation CreateWebhookSubscription($input: CreateWebhookInput!) {\n  createWebhookSubscription(input: $input) {\n    secret\n    subscription {\n      ...WebhookSubscriptionFields\n    }\n  }\n}": typeof types.CreateWebhookSubscriptionDocument,
    "mutation DeleteWebhookSubscription($id: ID!) {\n  deleteWebhookSubscription(id: $id)\n}": typeof types.DeleteWebhookSubscriptionDocument,
    "mutation RedeliverWebhook($deliveryId: ID!) {\n  redeliverWebhook(deliveryId: $deliveryId) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.RedeliverWebhookDocument,
    "mutation ResumeWebhookSubscription($id: ID!) {\n  resumeWebhookSubscription(id: $id) {\n    ...WebhookSubscriptionFields\n  }\n}": typeof types.ResumeWebhookSubscriptionDocument,
    "query WebhookDeliveries($subscriptionId: ID!) {\n  webhookDeliveries(subscriptionId: $subscriptionId) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  lastStatusCode\n  lastError\n  nextAttemptAt\n  createdAt\n}": typeof types.WebhookDeliveriesDocument,
    "fragment WebhookSubscriptionFields on WebhookSubscription {\n  id\n  url\n  events\n  status\n  allCompanies\n  failingSince\n  createdAt\n}": typeof types.WebhookSubscriptionFieldsFragmentDoc,
    "query WebhookSubscriptions {\n  webhookSubscriptions {\n    ...WebhookSubscriptionFields\n  }\n}": typeof types.WebhookSubscriptionsDocument,
};
const documents: Documents = {
    "query SiteConfig {\n  siteConfig {\n    googleClientId\n    platformName\n    contactEmail\n    supportPhone\n    logoUrl\n  }\n}": types.SiteConfigDocument,
    "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    twoFactorRequired\n    token\n    otp {\n      reference\n      email\n    }\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.GoogleLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}": types.RegisterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n  }\n}": types.RequestPasswordResetDocument,
    "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n  }\n}": types.RequestSignupOtpDocument,
    "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n  }\n}": types.ResendOtpDocument,
    "mutation ResetPassword($email: String!, $password: String!, $ticket: String!) {\n  resetPassword(email: $email, password: $password, ticket: $ticket)\n}": types.ResetPasswordDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": types.SignOutEverywhereDocument,
    "mutation VerifyAdminLogin($reference: ID!, $code: String!) {\n  verifyAdminLogin(reference: $reference, code: $code) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.VerifyAdminLoginDocument,
    "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    ticket\n  }\n}": types.VerifyOtpDocument,
    "query AdminAnalytics {\n  adminAnalytics {\n    series {\n      day\n      jobs\n      applications\n      signups\n    }\n    byCategory {\n      category\n      count\n    }\n  }\n}": types.AdminAnalyticsDocument,
    "query AdminApplications($query: TableQueryInput!) {\n  adminApplications(query: $query) {\n    items {\n      id\n      applicant\n      email\n      phone\n      job\n      location\n      jobType\n      category\n      salary\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalApplicants\n      inReview\n      recruited\n      seen\n      rejected\n      accepted\n      pipeline {\n        status\n        count\n        share\n      }\n      recent {\n        id\n        applicant\n        job\n        status\n        createdAt\n      }\n    }\n  }\n}": types.AdminApplicationsDocument,
    "query AdminBackgroundJobs {\n  adminBackgroundJobs {\n    queues {\n      name\n      queued\n      active\n      failed\n      completed\n      cron\n    }\n    failed {\n      id\n      queue\n      error\n      retries\n      createdAt\n      failedAt\n    }\n  }\n}": types.AdminBackgroundJobsDocument,
    "query AdminCompanies($query: TableQueryInput!) {\n  adminCompanies(query: $query) {\n    items {\n      id\n      company\n      contact\n      email\n      phone\n      industry\n      size\n      location\n      subscription\n      website\n      jobs\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      registeredCompanies\n      activeCompanies\n      activeRate\n      premiumSubscribers\n      avgJobsPerCompany\n      recruitersWithCompanies\n    }\n  }\n}": types.AdminCompaniesDocument,
    "query AdminDashboard {\n  adminDashboard {\n    jobSeekers\n    recruiters\n    activeJobs\n    totalJobs\n    registeredCompanies\n    totalApplications\n    applicationsToday\n    newUsersThisWeek\n    openUpgradeRequests\n    profilesCreated\n    avgApplicationsPerJob\n    profileCompletionRate\n    successRate\n    recentActivities {\n      kind\n      text\n      at\n    }\n  }\n}": types.AdminDashboardDocument,
    "mutation AdminDiscardBackgroundJob($queue: String!, $id: ID!) {\n  adminDiscardBackgroundJob(queue: $queue, id: $id)\n}": types.AdminDiscardBackgroundJobDocument,
    "query AdminJobs($query: TableQueryInput!) {\n  adminJobs(query: $query) {\n    items {\n      id\n      title\n      company\n      location\n      jobType\n      salary\n      applications\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalJobs\n      activeJobs\n      jobsFilled\n      avgApplications\n    }\n  }\n}": types.AdminJobsDocument,
    "query AdminPayments {\n  adminPayments {\n    plans {\n      plan\n      priceUsdPerMonth\n      postingLimit\n      recruiters\n    }\n    history {\n      id\n      recruiter\n      email\n      requestedPlan\n      grantedPlan\n      status\n      createdAt\n      decidedAt\n    }\n  }\n}": types.AdminPaymentsDocument,
    "mutation AdminRetryBackgroundJob($queue: String!, $id: ID!) {\n  adminRetryBackgroundJob(queue: $queue, id: $id)\n}": types.AdminRetryBackgroundJobDocument,
    "query AdminSeekers($query: TableQueryInput!) {\n  adminSeekers(query: $query) {\n    items {\n      id\n      name\n      email\n      phone\n      experience\n      latestTitle\n      skills\n      education\n      credits\n      hasProfile\n      active\n      deactivatedAt\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalSeekers\n      profilesCreated\n      profilesCreatedRate\n      activeProfiles\n      incompleteProfiles\n    }\n  }\n}": types.AdminSeekersDocument,
    "mutation AdminSetApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n  adminSetApplicationStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": types.AdminSetApplicationStatusDocument,
    "mutation AdminSetJobOpen($id: ID!, $open: Boolean!) {\n  adminSetJobOpen(id: $id, open: $open)\n}": types.AdminSetJobOpenDocument,
    "mutation AdminSetRecruiterPlan($id: ID!, $plan: RecruiterPlan!) {\n  adminSetRecruiterPlan(id: $id, plan: $plan)\n}": types.AdminSetRecruiterPlanDocument,
    "mutation AdminSetSeekerActive($id: ID!, $active: Boolean!) {\n  adminSetSeekerActive(id: $id, active: $active)\n}": types.AdminSetSeekerActiveDocument,
    "mutation DecideUpgradeRequest($id: ID!, $plan: RecruiterPlan) {\n  decideUpgradeRequest(id: $id, plan: $plan)\n}": types.DecideUpgradeRequestDocument,
    "mutation DeleteApplication($id: ID!) {\n  deleteApplication(id: $id)\n}": types.DeleteApplicationDocument,
    "mutation DeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}": types.DeleteJobDocument,
    "mutation DeleteRecruiter($id: ID!) {\n  deleteRecruiter(id: $id)\n}": types.DeleteRecruiterDocument,
    "mutation DeleteSeeker($id: ID!) {\n  deleteSeeker(id: $id)\n}": types.DeleteSeekerDocument,
    "mutation UploadPlatformLogo($logo: Upload) {\n  uploadPlatformLogo(logo: $logo) {\n    ...PlatformSettingsFields\n  }\n}\n\nmutation RemovePlatformLogo {\n  removePlatformLogo {\n    ...PlatformSettingsFields\n  }\n}": types.UploadPlatformLogoDocument,
    "query PlatformSettings {\n  platformSettings {\n    ...PlatformSettingsFields\n  }\n}": types.PlatformSettingsDocument,
    "fragment PlatformSettingsFields on PlatformSettingsModel {\n  platformName\n  contactEmail\n  supportPhone\n  logoUrl\n  sessionTimeoutMinutes\n  loginAttemptLimit\n  twoFactorRequired\n  notifyNewUsers\n  notifyNewJobs\n  notifyApplications\n  updatedAt\n}": types.PlatformSettingsFieldsFragmentDoc,
    "mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n  updatePlatformSettings(input: $input) {\n    ...PlatformSettingsFields\n  }\n}": types.UpdatePlatformSettingsDocument,
    "mutation ConfirmJobAlert($token: String!) {\n  confirmJobAlert(token: $token) {\n    keyword\n    jobTypes\n    locations\n    categories\n    frequency\n  }\n}\n\nmutation UnsubscribeJobAlert($token: String!) {\n  unsubscribeJobAlert(token: $token)\n}": types.ConfirmJobAlertDocument,
    "mutation CreateJobAlert($input: JobAlertInput!) {\n  createJobAlert(input: $input) {\n    alert {\n      ...JobAlertFields\n    }\n    confirmationSent\n  }\n}": types.CreateJobAlertDocument,
    "mutation DeleteJobAlert($id: ID!) {\n  deleteJobAlert(id: $id)\n}": types.DeleteJobAlertDocument,
    "fragment JobAlertFields on JobAlert {\n  id\n  keyword\n  jobTypes\n  locations\n  categories\n  salaryMinInr\n  remote\n  frequency\n  paused\n  createdAt\n}": types.JobAlertFieldsFragmentDoc,
    "query JobAlerts {\n  jobAlerts {\n    ...JobAlertFields\n  }\n}": types.JobAlertsDocument,
    "mutation UpdateJobAlert($id: ID!, $input: JobAlertUpdateInput!) {\n  updateJobAlert(id: $id, input: $input) {\n    ...JobAlertFields\n  }\n}": types.UpdateJobAlertDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  access\n  expiresAt\n  lastUsedAt\n  revokedAt\n  createdAt\n}": types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": types.ApiKeysDocument,
    "mutation CreateApiKey($input: ApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}": types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": types.RevokeApiKeyDocument,
    "fragment ApplicationTimelineFields on ApplicationModel {\n  id\n  status\n  updatedAt\n  timeline {\n    id\n    fromStatus\n    status\n    byApplicant\n    reason\n    at\n  }\n  interviews {\n    ...InterviewFields\n  }\n}": types.ApplicationTimelineFieldsFragmentDoc,
    "query MyApplication($jobId: ID!) {\n  myApplication(jobId: $jobId) {\n    ...ApplicationTimelineFields\n    createdAt\n  }\n}": types.MyApplicationDocument,
    "query MyApplications($page: Int!, $pageSize: Int!, $keyword: String) {\n  myApplications(page: $page, pageSize: $pageSize, keyword: $keyword) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ApplicationTimelineFields\n      createdAt\n      job {\n        id\n        title\n        description\n        location\n        salary\n        jobType\n        logoColor\n        logoText\n        company {\n          id\n          name\n          hasLogo\n          logoImage {\n            url64\n            url128\n            url256\n          }\n          logoColor\n          logoText\n        }\n      }\n    }\n  }\n}": types.MyApplicationsDocument,
    "mutation WithdrawApplication($input: WithdrawApplicationInput!) {\n  withdrawApplication(input: $input) {\n    ...ApplicationTimelineFields\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}": types.WithdrawApplicationDocument,
    "query BookmarkedJobs($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!]) {\n  bookmarks(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n  ) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      savedAt\n      job {\n        ...JobCardFields\n        skills\n        status\n        viewerHasBookmarked\n      }\n    }\n    facets {\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}": types.BookmarkedJobsDocument,
    "query Candidates($keyword: String, $availability: Availability, $page: Int!, $pageSize: Int!) {\n  candidates(\n    keyword: $keyword\n    availability: $availability\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      name\n      email\n      contactNo\n      title\n      bio\n      skills\n      experience\n      availability\n      expectedSalary\n      resumeUrl\n      sharedWithYou\n      photoUrl\n      coverLetterUrl\n      updatedAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n  }\n}": types.CandidatesDocument,
    "fragment CompanyFields on Company {\n  id\n  name\n  description\n  industry\n  location\n  size\n  website\n  contactNo\n  contactEmail\n  recruiterPortalLink\n  logoColor\n  logoText\n  hasLogo\n  logoImage {\n    url64\n    url128\n    url256\n  }\n  createdAt\n}": types.CompanyFieldsFragmentDoc,
    "query CompanyJobs($companyId: ID!, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  companyJobs(\n    companyId: $companyId\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    company {\n      ...CompanyFields\n    }\n    stats {\n      activeJobs\n      totalApplicants\n      totalPositions\n    }\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": types.CompanyJobsDocument,
    "query CompanyProfile($id: ID!) {\n  company(id: $id) {\n    ...CompanyFields\n  }\n}": types.CompanyProfileDocument,
    "mutation CreateCompany($input: CompanyInput!, $logo: Upload) {\n  createCompany(input: $input, logo: $logo) {\n    ...CompanyFields\n  }\n}": types.CreateCompanyDocument,
    "mutation DeleteCompany($id: ID!) {\n  deleteCompany(id: $id)\n}": types.DeleteCompanyDocument,
    "query MyCompanies {\n  myCompanies {\n    ...CompanyFields\n  }\n}": types.MyCompaniesDocument,
    "query SignupCompanyName {\n  me {\n    id\n    signupCompanyName\n  }\n  myCompanies {\n    id\n  }\n}": types.SignupCompanyNameDocument,
    "mutation UpdateCompany($id: ID!, $input: CompanyInput!, $logo: Upload, $removeLogo: Boolean! = false) {\n  updateCompany(id: $id, input: $input, logo: $logo, removeLogo: $removeLogo) {\n    ...CompanyFields\n  }\n}": types.UpdateCompanyDocument,
    "query CompaniesDirectory($search: String, $page: Int!) {\n  publicCompanies(search: $search, page: $page) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      openJobCount\n      company {\n        id\n        slug\n        name\n        industry\n        location\n        size\n        hasLogo\n        logoImage {\n          url64\n          url128\n          url256\n        }\n        logoColor\n        logoText\n      }\n    }\n  }\n}": types.CompaniesDirectoryDocument,
    "query PublicCompany($id: String!) {\n  publicCompany(slug: $id) {\n    openJobCount\n    company {\n      id\n      slug\n      name\n      description\n      industry\n      location\n      size\n      website\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n    }\n    openJobs {\n      ...JobCardFields\n    }\n  }\n}": types.PublicCompanyDocument,
    "query HomeJobs {\n  homeJobs {\n    featured {\n      ...JobCardFields\n    }\n    categories {\n      name\n      count\n      jobs {\n        ...JobCardFields\n      }\n    }\n  }\n}": types.HomeJobsDocument,
    "mutation CancelInterview($input: InterviewReasonInput!) {\n  cancelInterview(input: $input) {\n    ...InterviewFields\n  }\n}": types.CancelInterviewDocument,
    "fragment InterviewFields on Interview {\n  id\n  status\n  durationMinutes\n  meetingUrl\n  address\n  message\n  startsAt\n  slots {\n    id\n    startsAt\n  }\n  events {\n    kind\n    byApplicant\n    startsAt\n    reason\n    at\n  }\n}": types.InterviewFieldsFragmentDoc,
    "query InterviewPickLink($token: String!) {\n  interviewPickLink(token: $token) {\n    valid\n    reason\n    startsAt\n    durationMinutes\n    jobTitle\n    companyName\n  }\n}": types.InterviewPickLinkDocument,
    "query JobInterviews($jobId: ID!) {\n  jobInterviews(jobId: $jobId) {\n    applicationId\n    ...InterviewFields\n  }\n}": types.JobInterviewsDocument,
    "mutation PickInterviewSlot($slotId: ID!) {\n  pickInterviewSlot(slotId: $slotId) {\n    ...InterviewFields\n  }\n}": types.PickInterviewSlotDocument,
    "mutation PickInterviewSlotByToken($token: String!) {\n  pickInterviewSlotByToken(token: $token) {\n    id\n    status\n    startsAt\n  }\n}": types.PickInterviewSlotByTokenDocument,
    "mutation ProposeInterview($input: ProposeInterviewInput!) {\n  proposeInterview(input: $input) {\n    ...InterviewFields\n  }\n}": types.ProposeInterviewDocument,
    "mutation RequestInterviewReschedule($input: InterviewReasonInput!) {\n  requestInterviewReschedule(input: $input) {\n    ...InterviewFields\n  }\n}": types.RequestInterviewRescheduleDocument,
    "mutation RescheduleInterview($input: RescheduleInterviewInput!) {\n  rescheduleInterview(input: $input) {\n    ...InterviewFields\n  }\n}": types.RescheduleInterviewDocument,
    "mutation ApplyToJob($jobId: ID!, $answers: [ScreeningAnswerInput!]) {\n  applyToJob(jobId: $jobId, answers: $answers) {\n    id\n    status\n    createdAt\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}": types.ApplyToJobDocument,
    "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}": types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    viewerHasApplied\n    viewerHasBookmarked\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n    }\n    company {\n      id\n      slug\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}": types.JobDetailsDocument,
    "query JobsPage($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!], $salaryMin: Int, $postedWithin: Int, $remote: Boolean, $sort: JobSort, $withMatch: Boolean! = false) {\n  jobs(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n    salaryMin: $salaryMin\n    postedWithin: $postedWithin\n    remote: $remote\n    sort: $sort\n  ) {\n    total\n    totalIsEstimate\n    totalIsLowerBound\n    page\n    pageSize\n    pageCount\n    matchedBy\n    items {\n      ...JobCardFields\n      viewerHasApplied\n      viewerHasBookmarked\n      match @include(if: $withMatch) {\n        score\n        reasons {\n          kind\n          matched\n          of\n          value\n        }\n      }\n    }\n    facets {\n      estimated\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}": types.JobsPageDocument,
    "mutation ToggleBookmark($jobId: ID!) {\n  toggleBookmark(jobId: $jobId) {\n    jobId\n    bookmarked\n  }\n}": types.ToggleBookmarkDocument,
    "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email)\n}": types.JoinWaitlistDocument,
    "fragment JobMatchFields on JobMatchModel {\n  score\n  reasons {\n    kind\n    matched\n    of\n    value\n  }\n}": types.JobMatchFieldsFragmentDoc,
    "query RecommendedJobs($limit: Int) {\n  recommendedJobs(limit: $limit) {\n    ...JobCardFields\n    match {\n      ...JobMatchFields\n    }\n  }\n}": types.RecommendedJobsDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    ...NotificationFields\n  }\n}": types.MarkNotificationReadDocument,
    "query MyNotifications($limit: Int!) {\n  myNotifications(limit: $limit) {\n    unreadCount\n    total\n    items {\n      ...NotificationFields\n    }\n  }\n}": types.MyNotificationsDocument,
    "subscription NotificationAdded {\n  notificationAdded {\n    ...NotificationFields\n  }\n}": types.NotificationAddedDocument,
    "fragment NotificationFields on NotificationModel {\n  id\n  title\n  body\n  read\n  createdAt\n}": types.NotificationFieldsFragmentDoc,
    "mutation ConfirmAccountDeletion($code: String!) {\n  confirmAccountDeletion(code: $code)\n}": types.ConfirmAccountDeletionDocument,
    "fragment DataExportFields on DataExportModel {\n  id\n  status\n  requestedAt\n  readyAt\n  expiresAt\n  expired\n  sizeBytes\n  downloadUrl\n}": types.DataExportFieldsFragmentDoc,
    "query MyConsents {\n  myConsents {\n    id\n    purpose\n    noticeVersion\n    granted\n    source\n    createdAt\n  }\n}": types.MyConsentsDocument,
    "query MyDataExports {\n  myDataExports {\n    ...DataExportFields\n  }\n}": types.MyDataExportsDocument,
    "mutation RequestAccountDeletion {\n  requestAccountDeletion {\n    sentTo\n    expiresAt\n    resendAvailableAt\n  }\n}": types.RequestAccountDeletionDocument,
    "mutation RequestDataExport {\n  requestDataExport {\n    ...DataExportFields\n  }\n}": types.RequestDataExportDocument,
    "query MyProfile {\n  myProfile {\n    ...ProfileFields\n  }\n}": types.MyProfileDocument,
    "fragment ProfileDocumentFields on ProfileDocument {\n  __typename\n  id\n  name\n  sizeBytes\n  url\n  uploadedAt\n}": types.ProfileDocumentFieldsFragmentDoc,
    "fragment ProfileFields on SeekerProfile {\n  __typename\n  exists\n  complete\n  firstName\n  middleName\n  lastName\n  email\n  contactNo\n  photoUrl\n  bio\n  skills\n  resume {\n    ...ProfileDocumentFields\n  }\n  coverLetter {\n    ...ProfileDocumentFields\n  }\n  experiences {\n    __typename\n    company\n    jobTitle\n    duration\n    description\n  }\n  school {\n    __typename\n    schoolName\n    grade\n    percentage\n    year\n  }\n  colleges {\n    __typename\n    collegeName\n    degree\n    year\n    cgpa\n  }\n  creditPoints\n  updatedAt\n}": types.ProfileFieldsFragmentDoc,
    "mutation UploadProfilePhoto($photo: Upload) {\n  uploadProfilePhoto(photo: $photo) {\n    ...ProfileFields\n  }\n}\n\nmutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    ...ProfileFields\n  }\n}\n\nquery MyPhoto {\n  me {\n    __typename\n    id\n    photoUrl\n  }\n}": types.UploadProfilePhotoDocument,
    "fragment ResumeReadingFields on ResumeReading {\n  status\n  resumeId\n  proposals {\n    id\n    kind\n    status\n    skill\n    experience {\n      company\n      jobTitle\n      duration\n      description\n    }\n    college {\n      collegeName\n      degree\n      year\n      cgpa\n    }\n    school {\n      schoolName\n      grade\n      percentage\n      year\n    }\n  }\n}\n\nquery ResumeProposals {\n  resumeProposals {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptResumeProposal($id: ID!) {\n  acceptResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation DismissResumeProposal($id: ID!) {\n  dismissResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptAllResumeSkills {\n  acceptAllResumeSkills {\n    ...ResumeReadingFields\n  }\n}": types.ResumeReadingFieldsFragmentDoc,
    "mutation UpdateProfile($input: ProfileInput!, $resume: Upload, $coverLetter: Upload) {\n  updateProfile(input: $input, resume: $resume, coverLetter: $coverLetter) {\n    ...ProfileFields\n  }\n}": types.UpdateProfileDocument,
    "mutation AddApplicantNote($input: AddApplicantNoteInput!) {\n  addApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}": types.AddApplicantNoteDocument,
    "fragment ApplicantNoteFields on ApplicantNoteModel {\n  id\n  body\n  mine\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}": types.ApplicantNoteFieldsFragmentDoc,
    "query BoardApplicants($jobId: ID!, $pageSize: Int!) {\n  jobApplicants(jobId: $jobId, page: 1, pageSize: $pageSize) {\n    job {\n      id\n      title\n      skills\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n      }\n      matchedSkillCount\n      screeningResult\n      autoRejected\n      rating {\n        value\n      }\n    }\n    total\n  }\n}": types.BoardApplicantsDocument,
    "mutation DeleteApplicantNote($noteId: ID!) {\n  deleteApplicantNote(noteId: $noteId)\n}": types.DeleteApplicantNoteDocument,
    "mutation ExtendJob($id: ID!) {\n  extendJob(id: $id) {\n    ...RecruiterJobFields\n  }\n}": types.ExtendJobDocument,
    "mutation ExtendJobByLink($token: String!) {\n  extendJobByLink(token: $token) {\n    ...RecruiterJobFields\n  }\n}": types.ExtendJobByLinkDocument,
    "query JobApplicantAnswers($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      screeningResult\n      autoRejected\n      screeningAnswers {\n        questionId\n        question\n        value\n        passed\n      }\n    }\n  }\n}": types.JobApplicantAnswersDocument,
    "query JobApplicants($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    job {\n      id\n      title\n      skills\n      screeningQuestions {\n        id\n      }\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n        email\n        contactNo\n        bio\n        skills\n        photoUrl\n      }\n      resumeUrl\n      coverLetterUrl\n      withdrawalReason\n      matchedSkillCount\n      rating {\n        value\n        ratedAt\n        ratedBy {\n          name\n        }\n      }\n      notes {\n        ...ApplicantNoteFields\n      }\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": types.JobApplicantsDocument,
    "query MyJobs($keyword: String, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  myJobs(keyword: $keyword, status: $status, page: $page, pageSize: $pageSize) {\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}": types.MyJobsDocument,
    "query MyUpgradeRequest {\n  myUpgradeRequest {\n    id\n    status\n    createdAt\n  }\n}": types.MyUpgradeRequestDocument,
    "mutation PostJob($companyId: ID!, $input: JobInput!) {\n  postJob(companyId: $companyId, input: $input) {\n    id\n    title\n  }\n}": types.PostJobDocument,
    "query PostingLimit {\n  postingLimit {\n    plan\n    used\n    limit\n    canPost\n  }\n}": types.PostingLimitDocument,
    "mutation RateApplicant($input: RateApplicantInput!) {\n  rateApplicant(input: $input) {\n    value\n    ratedAt\n    ratedBy {\n      id\n      name\n    }\n  }\n}": types.RateApplicantDocument,
    "query RecruiterJob($id: ID!) {\n  job(id: $id) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n    viewerCanEdit\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n      requiredAnswer\n      min\n      max\n      acceptedOptions\n    }\n    knockoutAction\n  }\n}": types.RecruiterJobDocument,
    "fragment RecruiterJobFields on Job {\n  id\n  title\n  description\n  skills\n  salary\n  location\n  jobType\n  positions\n  status\n  applicationCount\n  createdAt\n  validThrough\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}": types.RecruiterJobFieldsFragmentDoc,
    "mutation RequestUpgrade($plan: RecruiterPlan! = PREMIUM) {\n  requestUpgrade(plan: $plan) {\n    id\n    status\n    createdAt\n  }\n}": types.RequestUpgradeDocument,
    "mutation SetApplicationStatus($applicationId: ID!, $status: ApplicationStatus!) {\n  setApplicationStatus(applicationId: $applicationId, status: $status) {\n    id\n    status\n  }\n}": types.SetApplicationStatusDocument,
    "mutation SetApplicationStatuses($input: SetApplicationStatusesInput!) {\n  setApplicationStatuses(input: $input) {\n    changed\n    unchanged\n    failures {\n      applicationId\n      code\n      message\n    }\n  }\n}": types.SetApplicationStatusesDocument,
    "mutation UpdateApplicantNote($input: UpdateApplicantNoteInput!) {\n  updateApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}": types.UpdateApplicantNoteDocument,
    "mutation UpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n  }\n}": types.UpdateJobDocument,
    "mutation AttachGeneratedResume {\n  attachGeneratedResume {\n    ...ProfileFields\n  }\n}": types.AttachGeneratedResumeDocument,
    "query MyPreferenceSurvey {\n  myPreferenceSurvey {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}": types.MyPreferenceSurveyDocument,
    "mutation SavePreferenceSurvey($input: PreferenceSurveyInput!) {\n  savePreferenceSurvey(input: $input) {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}": types.SavePreferenceSurveyDocument,
    "mutation CreateWebhookSubscription($input: CreateWebhookInput!) {\n  createWebhookSubscription(input: $input) {\n    secret\n    subscription {\n      ...WebhookSubscriptionFields\n    }\n  }\n}": types.CreateWebhookSubscriptionDocument,
    "mutation DeleteWebhookSubscription($id: ID!) {\n  deleteWebhookSubscription(id: $id)\n}": types.DeleteWebhookSubscriptionDocument,
    "mutation RedeliverWebhook($deliveryId: ID!) {\n  redeliverWebhook(deliveryId: $deliveryId) {\n    ...WebhookDeliveryFields\n  }\n}": types.RedeliverWebhookDocument,
    "mutation ResumeWebhookSubscription($id: ID!) {\n  resumeWebhookSubscription(id: $id) {\n    ...WebhookSubscriptionFields\n  }\n}": types.ResumeWebhookSubscriptionDocument,
    "query WebhookDeliveries($subscriptionId: ID!) {\n  webhookDeliveries(subscriptionId: $subscriptionId) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  lastStatusCode\n  lastError\n  nextAttemptAt\n  createdAt\n}": types.WebhookDeliveriesDocument,
    "fragment WebhookSubscriptionFields on WebhookSubscription {\n  id\n  url\n  events\n  status\n  allCompanies\n  failingSince\n  createdAt\n}": types.WebhookSubscriptionFieldsFragmentDoc,
    "query WebhookSubscriptions {\n  webhookSubscriptions {\n    ...WebhookSubscriptionFields\n  }\n}": types.WebhookSubscriptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteConfig {\n  siteConfig {\n    googleClientId\n    platformName\n    contactEmail\n    supportPhone\n    logoUrl\n  }\n}"): (typeof documents)["query SiteConfig {\n  siteConfig {\n    googleClientId\n    platformName\n    contactEmail\n    supportPhone\n    logoUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    twoFactorRequired\n    token\n    otp {\n      reference\n      email\n    }\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    twoFactorRequired\n    token\n    otp {\n      reference\n      email\n    }\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"): (typeof documents)["mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n  }\n}"): (typeof documents)["mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n  }\n}"): (typeof documents)["mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($email: String!, $password: String!, $ticket: String!) {\n  resetPassword(email: $email, password: $password, ticket: $ticket)\n}"): (typeof documents)["mutation ResetPassword($email: String!, $password: String!, $ticket: String!) {\n  resetPassword(email: $email, password: $password, ticket: $ticket)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere\n}"): (typeof documents)["mutation SignOutEverywhere {\n  signOutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyAdminLogin($reference: ID!, $code: String!) {\n  verifyAdminLogin(reference: $reference, code: $code) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"): (typeof documents)["mutation VerifyAdminLogin($reference: ID!, $code: String!) {\n  verifyAdminLogin(reference: $reference, code: $code) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    ticket\n  }\n}"): (typeof documents)["mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    ticket\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAnalytics {\n  adminAnalytics {\n    series {\n      day\n      jobs\n      applications\n      signups\n    }\n    byCategory {\n      category\n      count\n    }\n  }\n}"): (typeof documents)["query AdminAnalytics {\n  adminAnalytics {\n    series {\n      day\n      jobs\n      applications\n      signups\n    }\n    byCategory {\n      category\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminApplications($query: TableQueryInput!) {\n  adminApplications(query: $query) {\n    items {\n      id\n      applicant\n      email\n      phone\n      job\n      location\n      jobType\n      category\n      salary\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalApplicants\n      inReview\n      recruited\n      seen\n      rejected\n      accepted\n      pipeline {\n        status\n        count\n        share\n      }\n      recent {\n        id\n        applicant\n        job\n        status\n        createdAt\n      }\n    }\n  }\n}"): (typeof documents)["query AdminApplications($query: TableQueryInput!) {\n  adminApplications(query: $query) {\n    items {\n      id\n      applicant\n      email\n      phone\n      job\n      location\n      jobType\n      category\n      salary\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalApplicants\n      inReview\n      recruited\n      seen\n      rejected\n      accepted\n      pipeline {\n        status\n        count\n        share\n      }\n      recent {\n        id\n        applicant\n        job\n        status\n        createdAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBackgroundJobs {\n  adminBackgroundJobs {\n    queues {\n      name\n      queued\n      active\n      failed\n      completed\n      cron\n    }\n    failed {\n      id\n      queue\n      error\n      retries\n      createdAt\n      failedAt\n    }\n  }\n}"): (typeof documents)["query AdminBackgroundJobs {\n  adminBackgroundJobs {\n    queues {\n      name\n      queued\n      active\n      failed\n      completed\n      cron\n    }\n    failed {\n      id\n      queue\n      error\n      retries\n      createdAt\n      failedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCompanies($query: TableQueryInput!) {\n  adminCompanies(query: $query) {\n    items {\n      id\n      company\n      contact\n      email\n      phone\n      industry\n      size\n      location\n      subscription\n      website\n      jobs\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      registeredCompanies\n      activeCompanies\n      activeRate\n      premiumSubscribers\n      avgJobsPerCompany\n      recruitersWithCompanies\n    }\n  }\n}"): (typeof documents)["query AdminCompanies($query: TableQueryInput!) {\n  adminCompanies(query: $query) {\n    items {\n      id\n      company\n      contact\n      email\n      phone\n      industry\n      size\n      location\n      subscription\n      website\n      jobs\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      registeredCompanies\n      activeCompanies\n      activeRate\n      premiumSubscribers\n      avgJobsPerCompany\n      recruitersWithCompanies\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboard {\n  adminDashboard {\n    jobSeekers\n    recruiters\n    activeJobs\n    totalJobs\n    registeredCompanies\n    totalApplications\n    applicationsToday\n    newUsersThisWeek\n    openUpgradeRequests\n    profilesCreated\n    avgApplicationsPerJob\n    profileCompletionRate\n    successRate\n    recentActivities {\n      kind\n      text\n      at\n    }\n  }\n}"): (typeof documents)["query AdminDashboard {\n  adminDashboard {\n    jobSeekers\n    recruiters\n    activeJobs\n    totalJobs\n    registeredCompanies\n    totalApplications\n    applicationsToday\n    newUsersThisWeek\n    openUpgradeRequests\n    profilesCreated\n    avgApplicationsPerJob\n    profileCompletionRate\n    successRate\n    recentActivities {\n      kind\n      text\n      at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDiscardBackgroundJob($queue: String!, $id: ID!) {\n  adminDiscardBackgroundJob(queue: $queue, id: $id)\n}"): (typeof documents)["mutation AdminDiscardBackgroundJob($queue: String!, $id: ID!) {\n  adminDiscardBackgroundJob(queue: $queue, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJobs($query: TableQueryInput!) {\n  adminJobs(query: $query) {\n    items {\n      id\n      title\n      company\n      location\n      jobType\n      salary\n      applications\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalJobs\n      activeJobs\n      jobsFilled\n      avgApplications\n    }\n  }\n}"): (typeof documents)["query AdminJobs($query: TableQueryInput!) {\n  adminJobs(query: $query) {\n    items {\n      id\n      title\n      company\n      location\n      jobType\n      salary\n      applications\n      status\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalJobs\n      activeJobs\n      jobsFilled\n      avgApplications\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPayments {\n  adminPayments {\n    plans {\n      plan\n      priceUsdPerMonth\n      postingLimit\n      recruiters\n    }\n    history {\n      id\n      recruiter\n      email\n      requestedPlan\n      grantedPlan\n      status\n      createdAt\n      decidedAt\n    }\n  }\n}"): (typeof documents)["query AdminPayments {\n  adminPayments {\n    plans {\n      plan\n      priceUsdPerMonth\n      postingLimit\n      recruiters\n    }\n    history {\n      id\n      recruiter\n      email\n      requestedPlan\n      grantedPlan\n      status\n      createdAt\n      decidedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRetryBackgroundJob($queue: String!, $id: ID!) {\n  adminRetryBackgroundJob(queue: $queue, id: $id)\n}"): (typeof documents)["mutation AdminRetryBackgroundJob($queue: String!, $id: ID!) {\n  adminRetryBackgroundJob(queue: $queue, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSeekers($query: TableQueryInput!) {\n  adminSeekers(query: $query) {\n    items {\n      id\n      name\n      email\n      phone\n      experience\n      latestTitle\n      skills\n      education\n      credits\n      hasProfile\n      active\n      deactivatedAt\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalSeekers\n      profilesCreated\n      profilesCreatedRate\n      activeProfiles\n      incompleteProfiles\n    }\n  }\n}"): (typeof documents)["query AdminSeekers($query: TableQueryInput!) {\n  adminSeekers(query: $query) {\n    items {\n      id\n      name\n      email\n      phone\n      experience\n      latestTitle\n      skills\n      education\n      credits\n      hasProfile\n      active\n      deactivatedAt\n      createdAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n    summary {\n      totalSeekers\n      profilesCreated\n      profilesCreatedRate\n      activeProfiles\n      incompleteProfiles\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n  adminSetApplicationStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}"): (typeof documents)["mutation AdminSetApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n  adminSetApplicationStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetJobOpen($id: ID!, $open: Boolean!) {\n  adminSetJobOpen(id: $id, open: $open)\n}"): (typeof documents)["mutation AdminSetJobOpen($id: ID!, $open: Boolean!) {\n  adminSetJobOpen(id: $id, open: $open)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetRecruiterPlan($id: ID!, $plan: RecruiterPlan!) {\n  adminSetRecruiterPlan(id: $id, plan: $plan)\n}"): (typeof documents)["mutation AdminSetRecruiterPlan($id: ID!, $plan: RecruiterPlan!) {\n  adminSetRecruiterPlan(id: $id, plan: $plan)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetSeekerActive($id: ID!, $active: Boolean!) {\n  adminSetSeekerActive(id: $id, active: $active)\n}"): (typeof documents)["mutation AdminSetSeekerActive($id: ID!, $active: Boolean!) {\n  adminSetSeekerActive(id: $id, active: $active)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideUpgradeRequest($id: ID!, $plan: RecruiterPlan) {\n  decideUpgradeRequest(id: $id, plan: $plan)\n}"): (typeof documents)["mutation DecideUpgradeRequest($id: ID!, $plan: RecruiterPlan) {\n  decideUpgradeRequest(id: $id, plan: $plan)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteApplication($id: ID!) {\n  deleteApplication(id: $id)\n}"): (typeof documents)["mutation DeleteApplication($id: ID!) {\n  deleteApplication(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}"): (typeof documents)["mutation DeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRecruiter($id: ID!) {\n  deleteRecruiter(id: $id)\n}"): (typeof documents)["mutation DeleteRecruiter($id: ID!) {\n  deleteRecruiter(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSeeker($id: ID!) {\n  deleteSeeker(id: $id)\n}"): (typeof documents)["mutation DeleteSeeker($id: ID!) {\n  deleteSeeker(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadPlatformLogo($logo: Upload) {\n  uploadPlatformLogo(logo: $logo) {\n    ...PlatformSettingsFields\n  }\n}\n\nmutation RemovePlatformLogo {\n  removePlatformLogo {\n    ...PlatformSettingsFields\n  }\n}"): (typeof documents)["mutation UploadPlatformLogo($logo: Upload) {\n  uploadPlatformLogo(logo: $logo) {\n    ...PlatformSettingsFields\n  }\n}\n\nmutation RemovePlatformLogo {\n  removePlatformLogo {\n    ...PlatformSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlatformSettings {\n  platformSettings {\n    ...PlatformSettingsFields\n  }\n}"): (typeof documents)["query PlatformSettings {\n  platformSettings {\n    ...PlatformSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlatformSettingsFields on PlatformSettingsModel {\n  platformName\n  contactEmail\n  supportPhone\n  logoUrl\n  sessionTimeoutMinutes\n  loginAttemptLimit\n  twoFactorRequired\n  notifyNewUsers\n  notifyNewJobs\n  notifyApplications\n  updatedAt\n}"): (typeof documents)["fragment PlatformSettingsFields on PlatformSettingsModel {\n  platformName\n  contactEmail\n  supportPhone\n  logoUrl\n  sessionTimeoutMinutes\n  loginAttemptLimit\n  twoFactorRequired\n  notifyNewUsers\n  notifyNewJobs\n  notifyApplications\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n  updatePlatformSettings(input: $input) {\n    ...PlatformSettingsFields\n  }\n}"): (typeof documents)["mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {\n  updatePlatformSettings(input: $input) {\n    ...PlatformSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmJobAlert($token: String!) {\n  confirmJobAlert(token: $token) {\n    keyword\n    jobTypes\n    locations\n    categories\n    frequency\n  }\n}\n\nmutation UnsubscribeJobAlert($token: String!) {\n  unsubscribeJobAlert(token: $token)\n}"): (typeof documents)["mutation ConfirmJobAlert($token: String!) {\n  confirmJobAlert(token: $token) {\n    keyword\n    jobTypes\n    locations\n    categories\n    frequency\n  }\n}\n\nmutation UnsubscribeJobAlert($token: String!) {\n  unsubscribeJobAlert(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateJobAlert($input: JobAlertInput!) {\n  createJobAlert(input: $input) {\n    alert {\n      ...JobAlertFields\n    }\n    confirmationSent\n  }\n}"): (typeof documents)["mutation CreateJobAlert($input: JobAlertInput!) {\n  createJobAlert(input: $input) {\n    alert {\n      ...JobAlertFields\n    }\n    confirmationSent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJobAlert($id: ID!) {\n  deleteJobAlert(id: $id)\n}"): (typeof documents)["mutation DeleteJobAlert($id: ID!) {\n  deleteJobAlert(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobAlertFields on JobAlert {\n  id\n  keyword\n  jobTypes\n  locations\n  categories\n  salaryMinInr\n  remote\n  frequency\n  paused\n  createdAt\n}"): (typeof documents)["fragment JobAlertFields on JobAlert {\n  id\n  keyword\n  jobTypes\n  locations\n  categories\n  salaryMinInr\n  remote\n  frequency\n  paused\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobAlerts {\n  jobAlerts {\n    ...JobAlertFields\n  }\n}"): (typeof documents)["query JobAlerts {\n  jobAlerts {\n    ...JobAlertFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobAlert($id: ID!, $input: JobAlertUpdateInput!) {\n  updateJobAlert(id: $id, input: $input) {\n    ...JobAlertFields\n  }\n}"): (typeof documents)["mutation UpdateJobAlert($id: ID!, $input: JobAlertUpdateInput!) {\n  updateJobAlert(id: $id, input: $input) {\n    ...JobAlertFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  access\n  expiresAt\n  lastUsedAt\n  revokedAt\n  createdAt\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  access\n  expiresAt\n  lastUsedAt\n  revokedAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($input: ApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}"): (typeof documents)["mutation CreateApiKey($input: ApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApplicationTimelineFields on ApplicationModel {\n  id\n  status\n  updatedAt\n  timeline {\n    id\n    fromStatus\n    status\n    byApplicant\n    reason\n    at\n  }\n  interviews {\n    ...InterviewFields\n  }\n}"): (typeof documents)["fragment ApplicationTimelineFields on ApplicationModel {\n  id\n  status\n  updatedAt\n  timeline {\n    id\n    fromStatus\n    status\n    byApplicant\n    reason\n    at\n  }\n  interviews {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyApplication($jobId: ID!) {\n  myApplication(jobId: $jobId) {\n    ...ApplicationTimelineFields\n    createdAt\n  }\n}"): (typeof documents)["query MyApplication($jobId: ID!) {\n  myApplication(jobId: $jobId) {\n    ...ApplicationTimelineFields\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyApplications($page: Int!, $pageSize: Int!, $keyword: String) {\n  myApplications(page: $page, pageSize: $pageSize, keyword: $keyword) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ApplicationTimelineFields\n      createdAt\n      job {\n        id\n        title\n        description\n        location\n        salary\n        jobType\n        logoColor\n        logoText\n        company {\n          id\n          name\n          hasLogo\n          logoImage {\n            url64\n            url128\n            url256\n          }\n          logoColor\n          logoText\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query MyApplications($page: Int!, $pageSize: Int!, $keyword: String) {\n  myApplications(page: $page, pageSize: $pageSize, keyword: $keyword) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...ApplicationTimelineFields\n      createdAt\n      job {\n        id\n        title\n        description\n        location\n        salary\n        jobType\n        logoColor\n        logoText\n        company {\n          id\n          name\n          hasLogo\n          logoImage {\n            url64\n            url128\n            url256\n          }\n          logoColor\n          logoText\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawApplication($input: WithdrawApplicationInput!) {\n  withdrawApplication(input: $input) {\n    ...ApplicationTimelineFields\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}"): (typeof documents)["mutation WithdrawApplication($input: WithdrawApplicationInput!) {\n  withdrawApplication(input: $input) {\n    ...ApplicationTimelineFields\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookmarkedJobs($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!]) {\n  bookmarks(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n  ) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      savedAt\n      job {\n        ...JobCardFields\n        skills\n        status\n        viewerHasBookmarked\n      }\n    }\n    facets {\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query BookmarkedJobs($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!]) {\n  bookmarks(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n  ) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      savedAt\n      job {\n        ...JobCardFields\n        skills\n        status\n        viewerHasBookmarked\n      }\n    }\n    facets {\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Candidates($keyword: String, $availability: Availability, $page: Int!, $pageSize: Int!) {\n  candidates(\n    keyword: $keyword\n    availability: $availability\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      name\n      email\n      contactNo\n      title\n      bio\n      skills\n      experience\n      availability\n      expectedSalary\n      resumeUrl\n      sharedWithYou\n      photoUrl\n      coverLetterUrl\n      updatedAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n  }\n}"): (typeof documents)["query Candidates($keyword: String, $availability: Availability, $page: Int!, $pageSize: Int!) {\n  candidates(\n    keyword: $keyword\n    availability: $availability\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      name\n      email\n      contactNo\n      title\n      bio\n      skills\n      experience\n      availability\n      expectedSalary\n      resumeUrl\n      sharedWithYou\n      photoUrl\n      coverLetterUrl\n      updatedAt\n    }\n    total\n    page\n    pageSize\n    pageCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyFields on Company {\n  id\n  name\n  description\n  industry\n  location\n  size\n  website\n  contactNo\n  contactEmail\n  recruiterPortalLink\n  logoColor\n  logoText\n  hasLogo\n  logoImage {\n    url64\n    url128\n    url256\n  }\n  createdAt\n}"): (typeof documents)["fragment CompanyFields on Company {\n  id\n  name\n  description\n  industry\n  location\n  size\n  website\n  contactNo\n  contactEmail\n  recruiterPortalLink\n  logoColor\n  logoText\n  hasLogo\n  logoImage {\n    url64\n    url128\n    url256\n  }\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyJobs($companyId: ID!, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  companyJobs(\n    companyId: $companyId\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    company {\n      ...CompanyFields\n    }\n    stats {\n      activeJobs\n      totalApplicants\n      totalPositions\n    }\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"): (typeof documents)["query CompanyJobs($companyId: ID!, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  companyJobs(\n    companyId: $companyId\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    company {\n      ...CompanyFields\n    }\n    stats {\n      activeJobs\n      totalApplicants\n      totalPositions\n    }\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyProfile($id: ID!) {\n  company(id: $id) {\n    ...CompanyFields\n  }\n}"): (typeof documents)["query CompanyProfile($id: ID!) {\n  company(id: $id) {\n    ...CompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCompany($input: CompanyInput!, $logo: Upload) {\n  createCompany(input: $input, logo: $logo) {\n    ...CompanyFields\n  }\n}"): (typeof documents)["mutation CreateCompany($input: CompanyInput!, $logo: Upload) {\n  createCompany(input: $input, logo: $logo) {\n    ...CompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCompany($id: ID!) {\n  deleteCompany(id: $id)\n}"): (typeof documents)["mutation DeleteCompany($id: ID!) {\n  deleteCompany(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyCompanies {\n  myCompanies {\n    ...CompanyFields\n  }\n}"): (typeof documents)["query MyCompanies {\n  myCompanies {\n    ...CompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupCompanyName {\n  me {\n    id\n    signupCompanyName\n  }\n  myCompanies {\n    id\n  }\n}"): (typeof documents)["query SignupCompanyName {\n  me {\n    id\n    signupCompanyName\n  }\n  myCompanies {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCompany($id: ID!, $input: CompanyInput!, $logo: Upload, $removeLogo: Boolean! = false) {\n  updateCompany(id: $id, input: $input, logo: $logo, removeLogo: $removeLogo) {\n    ...CompanyFields\n  }\n}"): (typeof documents)["mutation UpdateCompany($id: ID!, $input: CompanyInput!, $logo: Upload, $removeLogo: Boolean! = false) {\n  updateCompany(id: $id, input: $input, logo: $logo, removeLogo: $removeLogo) {\n    ...CompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompaniesDirectory($search: String, $page: Int!) {\n  publicCompanies(search: $search, page: $page) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      openJobCount\n      company {\n        id\n        slug\n        name\n        industry\n        location\n        size\n        hasLogo\n        logoImage {\n          url64\n          url128\n          url256\n        }\n        logoColor\n        logoText\n      }\n    }\n  }\n}"): (typeof documents)["query CompaniesDirectory($search: String, $page: Int!) {\n  publicCompanies(search: $search, page: $page) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      openJobCount\n      company {\n        id\n        slug\n        name\n        industry\n        location\n        size\n        hasLogo\n        logoImage {\n          url64\n          url128\n          url256\n        }\n        logoColor\n        logoText\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicCompany($id: String!) {\n  publicCompany(slug: $id) {\n    openJobCount\n    company {\n      id\n      slug\n      name\n      description\n      industry\n      location\n      size\n      website\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n    }\n    openJobs {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query PublicCompany($id: String!) {\n  publicCompany(slug: $id) {\n    openJobCount\n    company {\n      id\n      slug\n      name\n      description\n      industry\n      location\n      size\n      website\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n    }\n    openJobs {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeJobs {\n  homeJobs {\n    featured {\n      ...JobCardFields\n    }\n    categories {\n      name\n      count\n      jobs {\n        ...JobCardFields\n      }\n    }\n  }\n}"): (typeof documents)["query HomeJobs {\n  homeJobs {\n    featured {\n      ...JobCardFields\n    }\n    categories {\n      name\n      count\n      jobs {\n        ...JobCardFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelInterview($input: InterviewReasonInput!) {\n  cancelInterview(input: $input) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation CancelInterview($input: InterviewReasonInput!) {\n  cancelInterview(input: $input) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InterviewFields on Interview {\n  id\n  status\n  durationMinutes\n  meetingUrl\n  address\n  message\n  startsAt\n  slots {\n    id\n    startsAt\n  }\n  events {\n    kind\n    byApplicant\n    startsAt\n    reason\n    at\n  }\n}"): (typeof documents)["fragment InterviewFields on Interview {\n  id\n  status\n  durationMinutes\n  meetingUrl\n  address\n  message\n  startsAt\n  slots {\n    id\n    startsAt\n  }\n  events {\n    kind\n    byApplicant\n    startsAt\n    reason\n    at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InterviewPickLink($token: String!) {\n  interviewPickLink(token: $token) {\n    valid\n    reason\n    startsAt\n    durationMinutes\n    jobTitle\n    companyName\n  }\n}"): (typeof documents)["query InterviewPickLink($token: String!) {\n  interviewPickLink(token: $token) {\n    valid\n    reason\n    startsAt\n    durationMinutes\n    jobTitle\n    companyName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobInterviews($jobId: ID!) {\n  jobInterviews(jobId: $jobId) {\n    applicationId\n    ...InterviewFields\n  }\n}"): (typeof documents)["query JobInterviews($jobId: ID!) {\n  jobInterviews(jobId: $jobId) {\n    applicationId\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PickInterviewSlot($slotId: ID!) {\n  pickInterviewSlot(slotId: $slotId) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation PickInterviewSlot($slotId: ID!) {\n  pickInterviewSlot(slotId: $slotId) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PickInterviewSlotByToken($token: String!) {\n  pickInterviewSlotByToken(token: $token) {\n    id\n    status\n    startsAt\n  }\n}"): (typeof documents)["mutation PickInterviewSlotByToken($token: String!) {\n  pickInterviewSlotByToken(token: $token) {\n    id\n    status\n    startsAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProposeInterview($input: ProposeInterviewInput!) {\n  proposeInterview(input: $input) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation ProposeInterview($input: ProposeInterviewInput!) {\n  proposeInterview(input: $input) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestInterviewReschedule($input: InterviewReasonInput!) {\n  requestInterviewReschedule(input: $input) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation RequestInterviewReschedule($input: InterviewReasonInput!) {\n  requestInterviewReschedule(input: $input) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleInterview($input: RescheduleInterviewInput!) {\n  rescheduleInterview(input: $input) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation RescheduleInterview($input: RescheduleInterviewInput!) {\n  rescheduleInterview(input: $input) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyToJob($jobId: ID!, $answers: [ScreeningAnswerInput!]) {\n  applyToJob(jobId: $jobId, answers: $answers) {\n    id\n    status\n    createdAt\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}"): (typeof documents)["mutation ApplyToJob($jobId: ID!, $answers: [ScreeningAnswerInput!]) {\n  applyToJob(jobId: $jobId, answers: $answers) {\n    id\n    status\n    createdAt\n    job {\n      id\n      viewerHasApplied\n      applicationCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}"): (typeof documents)["fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    viewerHasApplied\n    viewerHasBookmarked\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n    }\n    company {\n      id\n      slug\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    viewerHasApplied\n    viewerHasBookmarked\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n    }\n    company {\n      id\n      slug\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoImage {\n        url64\n        url128\n        url256\n      }\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobsPage($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!], $salaryMin: Int, $postedWithin: Int, $remote: Boolean, $sort: JobSort, $withMatch: Boolean! = false) {\n  jobs(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n    salaryMin: $salaryMin\n    postedWithin: $postedWithin\n    remote: $remote\n    sort: $sort\n  ) {\n    total\n    totalIsEstimate\n    totalIsLowerBound\n    page\n    pageSize\n    pageCount\n    matchedBy\n    items {\n      ...JobCardFields\n      viewerHasApplied\n      viewerHasBookmarked\n      match @include(if: $withMatch) {\n        score\n        reasons {\n          kind\n          matched\n          of\n          value\n        }\n      }\n    }\n    facets {\n      estimated\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query JobsPage($page: Int!, $pageSize: Int!, $keyword: String, $jobTypes: [String!], $locations: [String!], $categories: [String!], $salaryMin: Int, $postedWithin: Int, $remote: Boolean, $sort: JobSort, $withMatch: Boolean! = false) {\n  jobs(\n    page: $page\n    pageSize: $pageSize\n    keyword: $keyword\n    jobTypes: $jobTypes\n    locations: $locations\n    categories: $categories\n    salaryMin: $salaryMin\n    postedWithin: $postedWithin\n    remote: $remote\n    sort: $sort\n  ) {\n    total\n    totalIsEstimate\n    totalIsLowerBound\n    page\n    pageSize\n    pageCount\n    matchedBy\n    items {\n      ...JobCardFields\n      viewerHasApplied\n      viewerHasBookmarked\n      match @include(if: $withMatch) {\n        score\n        reasons {\n          kind\n          matched\n          of\n          value\n        }\n      }\n    }\n    facets {\n      estimated\n      jobTypes {\n        value\n        count\n      }\n      locations {\n        value\n        count\n      }\n      categories {\n        value\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleBookmark($jobId: ID!) {\n  toggleBookmark(jobId: $jobId) {\n    jobId\n    bookmarked\n  }\n}"): (typeof documents)["mutation ToggleBookmark($jobId: ID!) {\n  toggleBookmark(jobId: $jobId) {\n    jobId\n    bookmarked\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email)\n}"): (typeof documents)["mutation JoinWaitlist($email: String!) {\n  joinWaitlist(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobMatchFields on JobMatchModel {\n  score\n  reasons {\n    kind\n    matched\n    of\n    value\n  }\n}"): (typeof documents)["fragment JobMatchFields on JobMatchModel {\n  score\n  reasons {\n    kind\n    matched\n    of\n    value\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecommendedJobs($limit: Int) {\n  recommendedJobs(limit: $limit) {\n    ...JobCardFields\n    match {\n      ...JobMatchFields\n    }\n  }\n}"): (typeof documents)["query RecommendedJobs($limit: Int) {\n  recommendedJobs(limit: $limit) {\n    ...JobCardFields\n    match {\n      ...JobMatchFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"): (typeof documents)["mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    ...NotificationFields\n  }\n}"): (typeof documents)["mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    ...NotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyNotifications($limit: Int!) {\n  myNotifications(limit: $limit) {\n    unreadCount\n    total\n    items {\n      ...NotificationFields\n    }\n  }\n}"): (typeof documents)["query MyNotifications($limit: Int!) {\n  myNotifications(limit: $limit) {\n    unreadCount\n    total\n    items {\n      ...NotificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationAdded {\n  notificationAdded {\n    ...NotificationFields\n  }\n}"): (typeof documents)["subscription NotificationAdded {\n  notificationAdded {\n    ...NotificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationFields on NotificationModel {\n  id\n  title\n  body\n  read\n  createdAt\n}"): (typeof documents)["fragment NotificationFields on NotificationModel {\n  id\n  title\n  body\n  read\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmAccountDeletion($code: String!) {\n  confirmAccountDeletion(code: $code)\n}"): (typeof documents)["mutation ConfirmAccountDeletion($code: String!) {\n  confirmAccountDeletion(code: $code)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DataExportFields on DataExportModel {\n  id\n  status\n  requestedAt\n  readyAt\n  expiresAt\n  expired\n  sizeBytes\n  downloadUrl\n}"): (typeof documents)["fragment DataExportFields on DataExportModel {\n  id\n  status\n  requestedAt\n  readyAt\n  expiresAt\n  expired\n  sizeBytes\n  downloadUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyConsents {\n  myConsents {\n    id\n    purpose\n    noticeVersion\n    granted\n    source\n    createdAt\n  }\n}"): (typeof documents)["query MyConsents {\n  myConsents {\n    id\n    purpose\n    noticeVersion\n    granted\n    source\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDataExports {\n  myDataExports {\n    ...DataExportFields\n  }\n}"): (typeof documents)["query MyDataExports {\n  myDataExports {\n    ...DataExportFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestAccountDeletion {\n  requestAccountDeletion {\n    sentTo\n    expiresAt\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation RequestAccountDeletion {\n  requestAccountDeletion {\n    sentTo\n    expiresAt\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestDataExport {\n  requestDataExport {\n    ...DataExportFields\n  }\n}"): (typeof documents)["mutation RequestDataExport {\n  requestDataExport {\n    ...DataExportFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyProfile {\n  myProfile {\n    ...ProfileFields\n  }\n}"): (typeof documents)["query MyProfile {\n  myProfile {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileDocumentFields on ProfileDocument {\n  __typename\n  id\n  name\n  sizeBytes\n  url\n  uploadedAt\n}"): (typeof documents)["fragment ProfileDocumentFields on ProfileDocument {\n  __typename\n  id\n  name\n  sizeBytes\n  url\n  uploadedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileFields on SeekerProfile {\n  __typename\n  exists\n  complete\n  firstName\n  middleName\n  lastName\n  email\n  contactNo\n  photoUrl\n  bio\n  skills\n  resume {\n    ...ProfileDocumentFields\n  }\n  coverLetter {\n    ...ProfileDocumentFields\n  }\n  experiences {\n    __typename\n    company\n    jobTitle\n    duration\n    description\n  }\n  school {\n    __typename\n    schoolName\n    grade\n    percentage\n    year\n  }\n  colleges {\n    __typename\n    collegeName\n    degree\n    year\n    cgpa\n  }\n  creditPoints\n  updatedAt\n}"): (typeof documents)["fragment ProfileFields on SeekerProfile {\n  __typename\n  exists\n  complete\n  firstName\n  middleName\n  lastName\n  email\n  contactNo\n  photoUrl\n  bio\n  skills\n  resume {\n    ...ProfileDocumentFields\n  }\n  coverLetter {\n    ...ProfileDocumentFields\n  }\n  experiences {\n    __typename\n    company\n    jobTitle\n    duration\n    description\n  }\n  school {\n    __typename\n    schoolName\n    grade\n    percentage\n    year\n  }\n  colleges {\n    __typename\n    collegeName\n    degree\n    year\n    cgpa\n  }\n  creditPoints\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadProfilePhoto($photo: Upload) {\n  uploadProfilePhoto(photo: $photo) {\n    ...ProfileFields\n  }\n}\n\nmutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    ...ProfileFields\n  }\n}\n\nquery MyPhoto {\n  me {\n    __typename\n    id\n    photoUrl\n  }\n}"): (typeof documents)["mutation UploadProfilePhoto($photo: Upload) {\n  uploadProfilePhoto(photo: $photo) {\n    ...ProfileFields\n  }\n}\n\nmutation RemoveProfilePhoto {\n  removeProfilePhoto {\n    ...ProfileFields\n  }\n}\n\nquery MyPhoto {\n  me {\n    __typename\n    id\n    photoUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResumeReadingFields on ResumeReading {\n  status\n  resumeId\n  proposals {\n    id\n    kind\n    status\n    skill\n    experience {\n      company\n      jobTitle\n      duration\n      description\n    }\n    college {\n      collegeName\n      degree\n      year\n      cgpa\n    }\n    school {\n      schoolName\n      grade\n      percentage\n      year\n    }\n  }\n}\n\nquery ResumeProposals {\n  resumeProposals {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptResumeProposal($id: ID!) {\n  acceptResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation DismissResumeProposal($id: ID!) {\n  dismissResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptAllResumeSkills {\n  acceptAllResumeSkills {\n    ...ResumeReadingFields\n  }\n}"): (typeof documents)["fragment ResumeReadingFields on ResumeReading {\n  status\n  resumeId\n  proposals {\n    id\n    kind\n    status\n    skill\n    experience {\n      company\n      jobTitle\n      duration\n      description\n    }\n    college {\n      collegeName\n      degree\n      year\n      cgpa\n    }\n    school {\n      schoolName\n      grade\n      percentage\n      year\n    }\n  }\n}\n\nquery ResumeProposals {\n  resumeProposals {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptResumeProposal($id: ID!) {\n  acceptResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation DismissResumeProposal($id: ID!) {\n  dismissResumeProposal(id: $id) {\n    ...ResumeReadingFields\n  }\n}\n\nmutation AcceptAllResumeSkills {\n  acceptAllResumeSkills {\n    ...ResumeReadingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!, $resume: Upload, $coverLetter: Upload) {\n  updateProfile(input: $input, resume: $resume, coverLetter: $coverLetter) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!, $resume: Upload, $coverLetter: Upload) {\n  updateProfile(input: $input, resume: $resume, coverLetter: $coverLetter) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddApplicantNote($input: AddApplicantNoteInput!) {\n  addApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}"): (typeof documents)["mutation AddApplicantNote($input: AddApplicantNoteInput!) {\n  addApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApplicantNoteFields on ApplicantNoteModel {\n  id\n  body\n  mine\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}"): (typeof documents)["fragment ApplicantNoteFields on ApplicantNoteModel {\n  id\n  body\n  mine\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardApplicants($jobId: ID!, $pageSize: Int!) {\n  jobApplicants(jobId: $jobId, page: 1, pageSize: $pageSize) {\n    job {\n      id\n      title\n      skills\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n      }\n      matchedSkillCount\n      screeningResult\n      autoRejected\n      rating {\n        value\n      }\n    }\n    total\n  }\n}"): (typeof documents)["query BoardApplicants($jobId: ID!, $pageSize: Int!) {\n  jobApplicants(jobId: $jobId, page: 1, pageSize: $pageSize) {\n    job {\n      id\n      title\n      skills\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n      }\n      matchedSkillCount\n      screeningResult\n      autoRejected\n      rating {\n        value\n      }\n    }\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteApplicantNote($noteId: ID!) {\n  deleteApplicantNote(noteId: $noteId)\n}"): (typeof documents)["mutation DeleteApplicantNote($noteId: ID!) {\n  deleteApplicantNote(noteId: $noteId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtendJob($id: ID!) {\n  extendJob(id: $id) {\n    ...RecruiterJobFields\n  }\n}"): (typeof documents)["mutation ExtendJob($id: ID!) {\n  extendJob(id: $id) {\n    ...RecruiterJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtendJobByLink($token: String!) {\n  extendJobByLink(token: $token) {\n    ...RecruiterJobFields\n  }\n}"): (typeof documents)["mutation ExtendJobByLink($token: String!) {\n  extendJobByLink(token: $token) {\n    ...RecruiterJobFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobApplicantAnswers($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      screeningResult\n      autoRejected\n      screeningAnswers {\n        questionId\n        question\n        value\n        passed\n      }\n    }\n  }\n}"): (typeof documents)["query JobApplicantAnswers($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      screeningResult\n      autoRejected\n      screeningAnswers {\n        questionId\n        question\n        value\n        passed\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobApplicants($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    job {\n      id\n      title\n      skills\n      screeningQuestions {\n        id\n      }\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n        email\n        contactNo\n        bio\n        skills\n        photoUrl\n      }\n      resumeUrl\n      coverLetterUrl\n      withdrawalReason\n      matchedSkillCount\n      rating {\n        value\n        ratedAt\n        ratedBy {\n          name\n        }\n      }\n      notes {\n        ...ApplicantNoteFields\n      }\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"): (typeof documents)["query JobApplicants($jobId: ID!, $status: ApplicationStatus, $screening: ScreeningResult, $page: Int!, $pageSize: Int!) {\n  jobApplicants(\n    jobId: $jobId\n    status: $status\n    screening: $screening\n    page: $page\n    pageSize: $pageSize\n  ) {\n    job {\n      id\n      title\n      skills\n      screeningQuestions {\n        id\n      }\n      company {\n        id\n        name\n      }\n    }\n    items {\n      id\n      status\n      createdAt\n      accountDeleted\n      applicant {\n        id\n        firstName\n        middleName\n        lastName\n        email\n        contactNo\n        bio\n        skills\n        photoUrl\n      }\n      resumeUrl\n      coverLetterUrl\n      withdrawalReason\n      matchedSkillCount\n      rating {\n        value\n        ratedAt\n        ratedBy {\n          name\n        }\n      }\n      notes {\n        ...ApplicantNoteFields\n      }\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyJobs($keyword: String, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  myJobs(keyword: $keyword, status: $status, page: $page, pageSize: $pageSize) {\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"): (typeof documents)["query MyJobs($keyword: String, $status: JobStatus, $page: Int!, $pageSize: Int!) {\n  myJobs(keyword: $keyword, status: $status, page: $page, pageSize: $pageSize) {\n    items {\n      ...RecruiterJobFields\n    }\n    total\n    page\n    pageSize\n    pageCount\n    statusCounts {\n      status\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyUpgradeRequest {\n  myUpgradeRequest {\n    id\n    status\n    createdAt\n  }\n}"): (typeof documents)["query MyUpgradeRequest {\n  myUpgradeRequest {\n    id\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostJob($companyId: ID!, $input: JobInput!) {\n  postJob(companyId: $companyId, input: $input) {\n    id\n    title\n  }\n}"): (typeof documents)["mutation PostJob($companyId: ID!, $input: JobInput!) {\n  postJob(companyId: $companyId, input: $input) {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostingLimit {\n  postingLimit {\n    plan\n    used\n    limit\n    canPost\n  }\n}"): (typeof documents)["query PostingLimit {\n  postingLimit {\n    plan\n    used\n    limit\n    canPost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RateApplicant($input: RateApplicantInput!) {\n  rateApplicant(input: $input) {\n    value\n    ratedAt\n    ratedBy {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation RateApplicant($input: RateApplicantInput!) {\n  rateApplicant(input: $input) {\n    value\n    ratedAt\n    ratedBy {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecruiterJob($id: ID!) {\n  job(id: $id) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n    viewerCanEdit\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n      requiredAnswer\n      min\n      max\n      acceptedOptions\n    }\n    knockoutAction\n  }\n}"): (typeof documents)["query RecruiterJob($id: ID!) {\n  job(id: $id) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n    viewerCanEdit\n    screeningQuestions {\n      id\n      kind\n      text\n      required\n      options\n      requiredAnswer\n      min\n      max\n      acceptedOptions\n    }\n    knockoutAction\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RecruiterJobFields on Job {\n  id\n  title\n  description\n  skills\n  salary\n  location\n  jobType\n  positions\n  status\n  applicationCount\n  createdAt\n  validThrough\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}"): (typeof documents)["fragment RecruiterJobFields on Job {\n  id\n  title\n  description\n  skills\n  salary\n  location\n  jobType\n  positions\n  status\n  applicationCount\n  createdAt\n  validThrough\n  company {\n    id\n    name\n    hasLogo\n    logoImage {\n      url64\n      url128\n      url256\n    }\n    logoColor\n    logoText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestUpgrade($plan: RecruiterPlan! = PREMIUM) {\n  requestUpgrade(plan: $plan) {\n    id\n    status\n    createdAt\n  }\n}"): (typeof documents)["mutation RequestUpgrade($plan: RecruiterPlan! = PREMIUM) {\n  requestUpgrade(plan: $plan) {\n    id\n    status\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetApplicationStatus($applicationId: ID!, $status: ApplicationStatus!) {\n  setApplicationStatus(applicationId: $applicationId, status: $status) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation SetApplicationStatus($applicationId: ID!, $status: ApplicationStatus!) {\n  setApplicationStatus(applicationId: $applicationId, status: $status) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetApplicationStatuses($input: SetApplicationStatusesInput!) {\n  setApplicationStatuses(input: $input) {\n    changed\n    unchanged\n    failures {\n      applicationId\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation SetApplicationStatuses($input: SetApplicationStatusesInput!) {\n  setApplicationStatuses(input: $input) {\n    changed\n    unchanged\n    failures {\n      applicationId\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateApplicantNote($input: UpdateApplicantNoteInput!) {\n  updateApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}"): (typeof documents)["mutation UpdateApplicantNote($input: UpdateApplicantNoteInput!) {\n  updateApplicantNote(input: $input) {\n    ...ApplicantNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n  }\n}"): (typeof documents)["mutation UpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...RecruiterJobFields\n    requirements\n    category\n    shift\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AttachGeneratedResume {\n  attachGeneratedResume {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation AttachGeneratedResume {\n  attachGeneratedResume {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPreferenceSurvey {\n  myPreferenceSurvey {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}"): (typeof documents)["query MyPreferenceSurvey {\n  myPreferenceSurvey {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePreferenceSurvey($input: PreferenceSurveyInput!) {\n  savePreferenceSurvey(input: $input) {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}"): (typeof documents)["mutation SavePreferenceSurvey($input: PreferenceSurveyInput!) {\n  savePreferenceSurvey(input: $input) {\n    jobTitle\n    skills\n    jobType\n    category\n    location\n    salary\n    shift\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhookSubscription($input: CreateWebhookInput!) {\n  createWebhookSubscription(input: $input) {\n    secret\n    subscription {\n      ...WebhookSubscriptionFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWebhookSubscription($input: CreateWebhookInput!) {\n  createWebhookSubscription(input: $input) {\n    secret\n    subscription {\n      ...WebhookSubscriptionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhookSubscription($id: ID!) {\n  deleteWebhookSubscription(id: $id)\n}"): (typeof documents)["mutation DeleteWebhookSubscription($id: ID!) {\n  deleteWebhookSubscription(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhook($deliveryId: ID!) {\n  redeliverWebhook(deliveryId: $deliveryId) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation RedeliverWebhook($deliveryId: ID!) {\n  redeliverWebhook(deliveryId: $deliveryId) {\n    ...WebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeWebhookSubscription($id: ID!) {\n  resumeWebhookSubscription(id: $id) {\n    ...WebhookSubscriptionFields\n  }\n}"): (typeof documents)["mutation ResumeWebhookSubscription($id: ID!) {\n  resumeWebhookSubscription(id: $id) {\n    ...WebhookSubscriptionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($subscriptionId: ID!) {\n  webhookDeliveries(subscriptionId: $subscriptionId) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  lastStatusCode\n  lastError\n  nextAttemptAt\n  createdAt\n}"): (typeof documents)["query WebhookDeliveries($subscriptionId: ID!) {\n  webhookDeliveries(subscriptionId: $subscriptionId) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  lastStatusCode\n  lastError\n  nextAttemptAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookSubscriptionFields on WebhookSubscription {\n  id\n  url\n  events\n  status\n  allCompanies\n  failingSince\n  createdAt\n}"): (typeof documents)["fragment WebhookSubscriptionFields on WebhookSubscription {\n  id\n  url\n  events\n  status\n  allCompanies\n  failingSince\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookSubscriptions {\n  webhookSubscriptions {\n    ...WebhookSubscriptionFields\n  }\n}"): (typeof documents)["query WebhookSubscriptions {\n  webhookSubscriptions {\n    ...WebhookSubscriptionFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;