import { useMutation } from '@apollo/client/react';

import { DeleteCompanyDocument } from '../../../gql/graphql';

/** Deletes one of my companies (with its jobs and their applications) and forgets them in the cache. */
export function useDeleteCompany(): { remove: (id: string) => Promise<void>; deleting: boolean } {
  const [mutate, { loading }] = useMutation(DeleteCompanyDocument);

  const remove = async (id: string) => {
    await mutate({
      variables: { id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'Company', id }) });
        for (const fieldName of ['myCompanies', 'myJobs', 'companyJobs', 'postingLimit']) {
          cache.evict({ id: 'ROOT_QUERY', fieldName });
        }
        cache.gc();
      },
    });
  };

  return { remove, deleting: loading };
}
