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
    "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.GoogleLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": typeof types.RequestSignupOtpDocument,
    "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": typeof types.ResendOtpDocument,
    "mutation ResetPassword($email: String!, $password: String!) {\n  resetPassword(email: $email, password: $password)\n}": typeof types.ResetPasswordDocument,
    "query SiteConfig {\n  siteConfig {\n    googleClientId\n  }\n}": typeof types.SiteConfigDocument,
    "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    email\n  }\n}": typeof types.VerifyOtpDocument,
    "query FeaturedJobs($pageSize: Int!) {\n  jobs(page: 1, pageSize: $pageSize) {\n    total\n    items {\n      ...JobCardFields\n    }\n  }\n}": typeof types.FeaturedJobsDocument,
    "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoUrl\n    logoColor\n    logoText\n  }\n}": typeof types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    company {\n      id\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoUrl\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}": typeof types.JobDetailsDocument,
    "query JobsPage($page: Int!, $pageSize: Int!) {\n  jobs(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...JobCardFields\n    }\n  }\n}": typeof types.JobsPageDocument,
};
const documents: Documents = {
    "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation GoogleLogin($idToken: String!) {\n  googleLogin(idToken: $idToken) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.GoogleLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}": types.RegisterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": types.RequestPasswordResetDocument,
    "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": types.RequestSignupOtpDocument,
    "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n    email\n    resendAvailableAt\n  }\n}": types.ResendOtpDocument,
    "mutation ResetPassword($email: String!, $password: String!) {\n  resetPassword(email: $email, password: $password)\n}": types.ResetPasswordDocument,
    "query SiteConfig {\n  siteConfig {\n    googleClientId\n  }\n}": types.SiteConfigDocument,
    "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    email\n  }\n}": types.VerifyOtpDocument,
    "query FeaturedJobs($pageSize: Int!) {\n  jobs(page: 1, pageSize: $pageSize) {\n    total\n    items {\n      ...JobCardFields\n    }\n  }\n}": types.FeaturedJobsDocument,
    "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoUrl\n    logoColor\n    logoText\n  }\n}": types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    company {\n      id\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoUrl\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}": types.JobDetailsDocument,
    "query JobsPage($page: Int!, $pageSize: Int!) {\n  jobs(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...JobCardFields\n    }\n  }\n}": types.JobsPageDocument,
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
export function graphql(source: "mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($email: String!, $password: String!) {\n  adminLogin(email: $email, password: $password) {\n    token\n    user {\n      id\n      email\n      firstName\n      lastName\n      name\n      role\n    }\n  }\n}"];
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
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation RequestSignupOtp($email: String!, $role: Role!, $companyName: String) {\n  requestSignupOtp(email: $email, role: $role, companyName: $companyName) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"): (typeof documents)["mutation ResendOtp($reference: ID!) {\n  resendOtp(reference: $reference) {\n    reference\n    email\n    resendAvailableAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($email: String!, $password: String!) {\n  resetPassword(email: $email, password: $password)\n}"): (typeof documents)["mutation ResetPassword($email: String!, $password: String!) {\n  resetPassword(email: $email, password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteConfig {\n  siteConfig {\n    googleClientId\n  }\n}"): (typeof documents)["query SiteConfig {\n  siteConfig {\n    googleClientId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    email\n  }\n}"): (typeof documents)["mutation VerifyOtp($reference: ID!, $code: String!) {\n  verifyOtp(reference: $reference, code: $code) {\n    verified\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedJobs($pageSize: Int!) {\n  jobs(page: 1, pageSize: $pageSize) {\n    total\n    items {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query FeaturedJobs($pageSize: Int!) {\n  jobs(page: 1, pageSize: $pageSize) {\n    total\n    items {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoUrl\n    logoColor\n    logoText\n  }\n}"): (typeof documents)["fragment JobCardFields on Job {\n  id\n  title\n  description\n  location\n  salary\n  positions\n  category\n  shift\n  jobType\n  logoColor\n  logoText\n  createdAt\n  company {\n    id\n    name\n    hasLogo\n    logoUrl\n    logoColor\n    logoText\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    company {\n      id\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoUrl\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  job(id: $id) {\n    id\n    title\n    description\n    requirements\n    skills\n    salary\n    location\n    jobType\n    category\n    positions\n    shift\n    status\n    logoColor\n    logoText\n    createdAt\n    applicationCount\n    company {\n      id\n      name\n      description\n      location\n      website\n      industry\n      size\n      contactNo\n      hasLogo\n      logoUrl\n      logoColor\n      logoText\n      recruiterPortalLink\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobsPage($page: Int!, $pageSize: Int!) {\n  jobs(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query JobsPage($page: Int!, $pageSize: Int!) {\n  jobs(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    items {\n      ...JobCardFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;