/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type JobStatus = 'ACTIVE' | 'CLOSED' | 'DRAFT' | 'EXPIRED' | 'INACTIVE' | 'PAUSED';

export type FeaturedJobsQueryVariables = Exact<{
  pageSize: number;
}>;

export type FeaturedJobsQuery = {
  jobs: {
    total: number;
    items: Array<{
      id: string;
      title: string;
      description: string;
      location: string;
      salary: string;
      positions: number;
      category: string;
      shift: string;
      jobType: string;
      logoColor: string;
      logoText: string;
      createdAt: string;
      company: {
        id: string;
        name: string;
        hasLogo: boolean;
        logoUrl: string | null;
        logoColor: string;
        logoText: string;
      };
    }>;
  };
};

export type JobCardFieldsFragment = {
  id: string;
  title: string;
  description: string;
  location: string;
  salary: string;
  positions: number;
  category: string;
  shift: string;
  jobType: string;
  logoColor: string;
  logoText: string;
  createdAt: string;
  company: {
    id: string;
    name: string;
    hasLogo: boolean;
    logoUrl: string | null;
    logoColor: string;
    logoText: string;
  };
};

export type JobDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type JobDetailsQuery = {
  job: {
    id: string;
    title: string;
    description: string;
    requirements: Array<string>;
    skills: Array<string>;
    salary: string;
    location: string;
    jobType: string;
    category: string;
    positions: number;
    shift: string;
    status: JobStatus;
    logoColor: string;
    logoText: string;
    createdAt: string;
    applicationCount: number;
    company: {
      id: string;
      name: string;
      description: string;
      location: string;
      website: string;
      industry: string;
      size: string;
      contactNo: string;
      hasLogo: boolean;
      logoUrl: string | null;
      logoColor: string;
      logoText: string;
      recruiterPortalLink: string | null;
    };
  };
};

export type JobsPageQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;

export type JobsPageQuery = {
  jobs: {
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
    items: Array<{
      id: string;
      title: string;
      description: string;
      location: string;
      salary: string;
      positions: number;
      category: string;
      shift: string;
      jobType: string;
      logoColor: string;
      logoText: string;
      createdAt: string;
      company: {
        id: string;
        name: string;
        hasLogo: boolean;
        logoUrl: string | null;
        logoColor: string;
        logoText: string;
      };
    }>;
  };
};

export const JobCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'company' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLogo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobCardFieldsFragment, unknown>;
export const FeaturedJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeaturedJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'IntValue', value: '1' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobCardFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'company' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLogo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeaturedJobsQuery, FeaturedJobsQueryVariables>;
export const JobDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skills' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                { kind: 'Field', name: { kind: 'Name', value: 'jobType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shift' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applicationCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'company' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'website' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'industry' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contactNo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasLogo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recruiterPortalLink' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobDetailsQuery, JobDetailsQueryVariables>;
export const JobsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobCardFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'location' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'positions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'jobType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'company' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasLogo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoColor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logoText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobsPageQuery, JobsPageQueryVariables>;
