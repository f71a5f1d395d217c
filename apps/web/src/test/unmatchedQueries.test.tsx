import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useQuery } from '@apollo/client/react';

import { usePlatform } from '../app/platform';
import { MyCompaniesDocument } from '../gql/graphql';
import { siteConfigAnswer } from './fixtures';
import { renderWithProviders } from './render';
import { failOnUnmatchedQueries } from './unmatchedQueries';

function Companies() {
  const { data, error } = useQuery(MyCompaniesDocument);
  if (error) return <p>failed: {error.message.split('\n')[0]}</p>;
  return <p>{data ? 'loaded' : 'loading'}</p>;
}

function PlatformName() {
  return <p>platform: {usePlatform().name}</p>;
}

describe('the unmatched-query guard', () => {
  it('fails the test that sent a query no mock answers, naming the query', async () => {
    renderWithProviders(<Companies />);
    expect(await screen.findByText(/^failed: No more mocked responses/)).toBeInTheDocument();
    // What setup.ts's afterEach runs; called here so this test can expect the failure (and then pass).
    expect(() => failOnUnmatchedQueries()).toThrow(
      /1 GraphQL operation\(s\) sent with no mock .*: MyCompanies\./,
    );
    expect(() => failOnUnmatchedQueries()).not.toThrow();
  });

  it("answers the shell's queries by default, after the test's own answer", async () => {
    renderWithProviders(<PlatformName />, { mocks: [siteConfigAnswer({ platformName: 'Acme Jobs' })] });
    expect(await screen.findByText('platform: Acme Jobs')).toBeInTheDocument();
  });
});
